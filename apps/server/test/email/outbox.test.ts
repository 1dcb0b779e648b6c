import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { register } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { SmtpSink } from "./smtp-sink.ts";

const smtp = new SmtpSink();
await smtp.start();
const received = smtp.received;
const ctx = useTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: "Automobi <no-reply@automobi.test>" },
});
afterAll(() => smtp.stop());

const rowFor = async (id: string) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
const setRow = (id: string, values: Partial<typeof emailOutbox.$inferInsert>) =>
  ctx.db.update(emailOutbox).set(values).where(eq(emailOutbox.id, id));

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
        // Longer ago than a claim lasts (40 min with the default SMTP timeouts).
        lockedAt: new Date(Date.now() - 60 * 60_000),
      })
      .where(eq(emailOutbox.id, queued.id));
    expect(await ctx.app.services.outboxWorker.processDue()).toBe(1);
    expect(await rowFor(queued.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(received.filter((m) => m.raw.includes(queued.messageId))).toHaveLength(1);
  });

  it("sends what waits longest first, an abandoned row in its turn, and nothing not yet due", async () => {
    const queue = async (label: string) =>
      ctx.app.services.outbox.enqueue(ctx.db, `${label}@example.com`, "welcome", {
        customerName: label,
        customerEmail: `${label}@example.com`,
      });
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const due = await queue("queue-due");
    const abandoned = await queue("queue-abandoned");
    const later = await queue("queue-later");
    const notYet = await queue("queue-not-yet");
    await setRow(due.id, { nextAttemptAt: minutesAgo(3) });
    await setRow(abandoned.id, {
      nextAttemptAt: minutesAgo(5),
      status: "sending",
      attempts: 1,
      lockedBy: "dead-worker",
      lockedAt: minutesAgo(60),
    });
    await setRow(later.id, { nextAttemptAt: minutesAgo(1) });
    await setRow(notYet.id, { nextAttemptAt: minutesAgo(-10) });

    expect(await ctx.app.services.outboxWorker.processDue()).toBe(3);
    const order = received
      .map((m) => m.to)
      .filter((to) => to.startsWith("queue-"))
      .map((to) => to.replace("@example.com", ""));
    expect(order).toEqual(["queue-abandoned", "queue-due", "queue-later"]);
    expect(await rowFor(notYet.id)).toMatchObject({ status: "pending", attempts: 0 });
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
