import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { register, signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

interface Received {
  to: string;
  raw: string;
}

/** A real SMTP server on a fixed local port that the test can stop and start again. */
const received: Received[] = [];
let smtp: SMTPServer | undefined;
async function startSmtp(port = 0): Promise<number> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  smtp.listen(port, "127.0.0.1");
  await once(smtp.server, "listening");
  return (smtp.server.address() as AddressInfo).port;
}
async function stopSmtp() {
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  smtp = undefined;
}

const port = await startSmtp();
const ctx = useTestApp({
  env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Automobi <no-reply@automobi.test>" },
});
afterAll(stopSmtp);

const rowFor = async (id: string) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

describe("the e-mail outbox", () => {
  it("delivers queued e-mail to a real SMTP server with a stable Message-ID", async () => {
    await register(ctx.app, { email: "smtp.reader@example.com" });
    await ctx.app.services.outboxWorker.processDue();
    const mine = received.filter((m) => m.to === "smtp.reader@example.com");
    expect(mine).toHaveLength(2);
    const rows = await ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "smtp.reader@example.com"));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.sentAt)).toBe(true);
    for (const row of rows) {
      const message = mine.find((m) => m.raw.includes(`Message-ID: ${row.messageId}`));
      expect(message, `message ${row.messageId}`).toBeTruthy();
      expect(message!.raw).toContain("From: Automobi <no-reply@automobi.test>");
    }
    expect(mine.some((m) => m.raw.includes("Subject: Welcome to Automobi"))).toBe(true);
  });

  it("retries a failed send 3 times, 1 s x the attempt apart, keeps it as failed, and a resend delivers it", async () => {
    const port = (smtp!.server.address() as AddressInfo).port;
    await stopSmtp();
    const queued = await ctx.app.services.outbox.enqueue(ctx.db, "unlucky@example.com", "welcome", {
      customerName: "Una",
      customerEmail: "unlucky@example.com",
    });
    const worker = ctx.app.services.outboxWorker;
    const t0 = new Date(Date.now() + 1000);
    expect(await worker.processDue(t0)).toBe(1);
    expect(await rowFor(queued.id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await rowFor(queued.id)).nextAttemptAt.getTime()).toBe(t0.getTime() + 1000);
    expect(await worker.processDue(new Date(t0.getTime() + 999))).toBe(0);
    expect(await worker.processDue(new Date(t0.getTime() + 1000))).toBe(1);
    expect((await rowFor(queued.id)).nextAttemptAt.getTime()).toBe(t0.getTime() + 1000 + 2000);
    expect(await worker.processDue(new Date(t0.getTime() + 3000))).toBe(1);
    const failed = await rowFor(queued.id);
    expect(failed).toMatchObject({ status: "failed", attempts: 3 });
    expect(failed.lastError).toBeTruthy();
    expect(await worker.processDue(new Date(t0.getTime() + 60_000))).toBe(0);

    const admin = await signedInAs(ctx.app, ctx.db, "postmaster@example.com", "admin");
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/outbox?status=failed",
      headers: { cookie: admin },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: queued.id,
        status: "failed",
        attempts: 3,
        lastError: failed.lastError,
      }),
    ]);

    await startSmtp(port);
    const resend = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${queued.id}/resend`,
      headers: { cookie: admin },
    });
    expect(resend.statusCode).toBe(200);
    await worker.processDue();
    expect(await rowFor(queued.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(
      received.some((m) => m.to === "unlucky@example.com" && m.raw.includes(queued.messageId)),
    ).toBe(true);
    const again = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${queued.id}/resend`,
      headers: { cookie: admin },
    });
    expect(again.statusCode).toBe(409);
  });

  it("leaves no e-mail when the transaction that queued it rolls back", async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await ctx.app.services.outbox.enqueue(tx, "ghost@example.com", "welcome", {
          customerName: "G",
          customerEmail: "ghost@example.com",
        });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(
      await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "ghost@example.com")),
    ).toEqual([]);
  });

  it("picks up a row claimed by a worker that died", async () => {
    const queued = await ctx.app.services.outbox.enqueue(ctx.db, "orphan@example.com", "welcome", {
      customerName: "O",
      customerEmail: "orphan@example.com",
    });
    await ctx.db
      .update(emailOutbox)
      .set({
        status: "sending",
        attempts: 1,
        lockedBy: "dead-worker",
        lockedAt: new Date(Date.now() - 10 * 60_000),
      })
      .where(eq(emailOutbox.id, queued.id));
    expect(await ctx.app.services.outboxWorker.processDue()).toBe(1);
    expect(await rowFor(queued.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(received.filter((m) => m.raw.includes(queued.messageId))).toHaveLength(1);
  });

  it("does not take a row another live worker is sending", async () => {
    const queued = await ctx.app.services.outbox.enqueue(ctx.db, "busy@example.com", "welcome", {
      customerName: "B",
      customerEmail: "busy@example.com",
    });
    await ctx.db
      .update(emailOutbox)
      .set({ status: "sending", lockedBy: "live-worker", lockedAt: new Date() })
      .where(eq(emailOutbox.id, queued.id));
    expect(await ctx.app.services.outboxWorker.processDue()).toBe(0);
  });
});
