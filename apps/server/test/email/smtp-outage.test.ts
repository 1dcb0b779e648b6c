import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { SmtpSink } from "./smtp-sink.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const smtp = new SmtpSink();
await smtp.start();
const ctx = useTestApp({
  env: { SMTP_URL: smtp.url, MAIL_FROM: "Automobi <no-reply@automobi.test>" },
});
afterAll(() => smtp.stop());

let admin = "";
beforeAll(async () => {
  admin = await signedInAs(ctx.app, ctx.db, "postmaster@example.com", "admin");
  // The new account's own e-mails go out now, so each test counts only what it queues.
  await ctx.app.services.outboxWorker.processDue();
});

const queue = (to: string) =>
  ctx.app.services.outbox.enqueue(ctx.db, to, "welcome", {
    customerName: "Una",
    customerEmail: to,
  });
const rowFor = async (id: string) =>
  (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
async function staffList(status: string) {
  const res = await ctx.app.inject({
    method: "GET",
    url: `/api/admin/outbox?status=${status}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as { id: string; status: string; attempts: number; lastError: string }[];
}

describe("an SMTP outage", () => {
  it("longer than the 3 fast tries delays e-mail instead of losing it: each message arrives exactly once when the server is back", async () => {
    await smtp.stop();
    const queued = [
      await queue("outage.one@example.com"),
      await queue("outage.two@example.com"),
      await queue("outage.three@example.com"),
    ];
    const ids = queued.map((q) => q.id);
    const worker = ctx.app.services.outboxWorker;
    const t0 = new Date(Date.now() + SECOND);
    const at = (ms: number) => new Date(t0.getTime() + ms);

    // The spec's fast tries, 1 s × the attempt apart.
    expect(await worker.processDue(t0)).toBe(3);
    expect(await worker.processDue(at(999))).toBe(0);
    expect(await worker.processDue(at(SECOND))).toBe(3);
    expect(await worker.processDue(at(3 * SECOND - 1))).toBe(0);
    expect(await worker.processDue(at(3 * SECOND))).toBe(3);

    // Past them the e-mail is still pending, its error visible to staff, next try in a minute.
    for (const id of ids) {
      const row = await rowFor(id);
      expect(row).toMatchObject({ status: "pending", attempts: 3 });
      expect(row.nextAttemptAt).toEqual(at(3 * SECOND + MINUTE));
    }
    const pending = await staffList("pending");
    expect(pending.filter((item) => ids.includes(item.id))).toHaveLength(3);
    for (const item of pending.filter((i) => ids.includes(i.id))) {
      expect(item).toMatchObject({ status: "pending", attempts: 3 });
      expect(item.lastError).toMatch(/ECONNREFUSED/);
    }
    expect((await staffList("failed")).filter((item) => ids.includes(item.id))).toEqual([]);

    expect(await worker.processDue(at(3 * SECOND + MINUTE - 1))).toBe(0);
    expect(await worker.processDue(at(3 * SECOND + MINUTE))).toBe(3);
    const fifth = 3 * SECOND + MINUTE + 5 * MINUTE;
    expect((await rowFor(ids[0]!)).nextAttemptAt).toEqual(at(fifth));

    await smtp.start();
    expect(await worker.processDue(at(fifth - 1))).toBe(0);
    expect(await worker.processDue(at(fifth))).toBe(3);
    for (const q of queued) {
      expect(await rowFor(q.id)).toMatchObject({ status: "sent", attempts: 5, lastError: null });
      expect(smtp.copiesOf(q.messageId)).toBe(1);
    }
    expect(await worker.processDue(at(3 * 24 * HOUR))).toBe(0);
    for (const q of queued) expect(smtp.copiesOf(q.messageId)).toBe(1);
  });

  it("backs off 1 min, 5 min, 30 min, 2 h, then 6 h, marks the e-mail failed after a last try 48 h after the first, and a staff resend delivers it", async () => {
    await smtp.stop();
    const queued = await queue("long.outage@example.com");
    const worker = ctx.app.services.outboxWorker;
    const first = new Date(Date.now() + SECOND);
    const tries: number[] = [];
    let due = first;
    for (;;) {
      expect(await worker.processDue(due)).toBe(1);
      tries.push(due.getTime() - first.getTime());
      const row = await rowFor(queued.id);
      if (row.status === "failed") break;
      expect(row.status).toBe("pending");
      expect(tries.length).toBeLessThan(30);
      due = row.nextAttemptAt;
    }
    const waits = tries.slice(1).map((t, i) => t - tries[i]!);
    const sixHourly = Array(7).fill(6 * HOUR);
    expect(waits.slice(0, -1)).toEqual([
      SECOND,
      2 * SECOND,
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      2 * HOUR,
      ...sixHourly,
    ]);
    expect(tries.at(-1)).toBe(48 * HOUR);
    expect(await worker.processDue(new Date(first.getTime() + 60 * HOUR))).toBe(0);

    const [failed] = (await staffList("failed")).filter((item) => item.id === queued.id);
    expect(failed).toMatchObject({ status: "failed", attempts: tries.length });
    expect(failed!.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    const resend = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${queued.id}/resend`,
      headers: { cookie: admin, origin: ctx.config.publicUrl },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(await worker.processDue()).toBe(1);
    expect(await rowFor(queued.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.copiesOf(queued.messageId)).toBe(1);
    const again = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${queued.id}/resend`,
      headers: { cookie: admin, origin: ctx.config.publicUrl },
    });
    expect(again.statusCode).toBe(409);
  });

  it("a permanent refusal (5xx) fails the e-mail at once, a temporary one (4xx) is retried; a resend after the fix delivers it", async () => {
    const worker = ctx.app.services.outboxWorker;
    smtp.refuseWith = { code: 450, text: "Mailbox busy, try later" };
    const temporary = await queue("busy.mailbox@example.com");
    expect(await worker.processDue(new Date(Date.now() + SECOND))).toBe(1);
    expect(await rowFor(temporary.id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await rowFor(temporary.id)).lastError).toMatch(/Mailbox busy/);

    smtp.refuseWith = { code: 550, text: "Relaying denied for this sender" };
    const permanent = await queue("refused.relay@example.com");
    const at = new Date(Date.now() + 10 * SECOND);
    expect(await worker.processDue(at)).toBe(2);
    expect(await rowFor(permanent.id)).toMatchObject({ status: "failed", attempts: 1 });
    const [failed] = (await staffList("failed")).filter((item) => item.id === permanent.id);
    expect(failed!.lastError).toMatch(/Relaying denied/);
    // the temporary refusal's e-mail, refused for good on its second try, fails too
    expect(await rowFor(temporary.id)).toMatchObject({ status: "failed", attempts: 2 });
    expect(await worker.processDue(new Date(at.getTime() + 3 * 24 * HOUR))).toBe(0);

    smtp.refuseWith = null;
    const resend = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/outbox/${permanent.id}/resend`,
      headers: { cookie: admin, origin: ctx.config.publicUrl },
    });
    expect(resend.statusCode, resend.body).toBe(200);
    expect(await worker.processDue()).toBe(1);
    expect(await rowFor(permanent.id)).toMatchObject({ status: "sent", attempts: 1 });
    expect(smtp.copiesOf(permanent.messageId)).toBe(1);
  });
});
