import { inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import type { QueuedEmail } from "../../src/email/outbox.ts";
import { smtpTransport } from "../../src/email/transports.ts";
import { OutboxWorker } from "../../src/email/worker.ts";
import { useTestApp } from "../support/test-app.ts";
import { SLOW_SMTP_DELAY_MS, SLOW_SMTP_QUERY, waitUntil } from "./slow-smtp.ts";
import { SmtpSink } from "./smtp-sink.ts";

const smtp = new SmtpSink({ delayMs: SLOW_SMTP_DELAY_MS });
await smtp.start();
afterAll(() => smtp.stop());
const ctx = useTestApp();

const workers: OutboxWorker[] = [];
afterAll(() => Promise.all(workers.map((w) => w.stop())));
/** `query` shortens the SMTP timeouts, and with them how long a claim is kept. */
function newWorker(query = "") {
  const worker = new OutboxWorker({
    db: ctx.db,
    transport: smtpTransport(`${smtp.url}${query}`),
    from: "Automobi <no-reply@automobi.test>",
    log: ctx.app.log,
  });
  workers.push(worker);
  return worker;
}

/** Queued in one transaction, so the first worker to look finds them all due at once. */
function queue(count: number, prefix: string): Promise<QueuedEmail[]> {
  return ctx.db.transaction(async (tx) => {
    const queued: QueuedEmail[] = [];
    for (let i = 1; i <= count; i++) {
      const to = `${prefix}.${i}@example.com`;
      queued.push(
        await ctx.app.services.outbox.enqueue(tx, to, "welcome", {
          customerName: "Sam",
          customerEmail: to,
        }),
      );
    }
    return queued;
  });
}

const rowsOf = (queued: QueuedEmail[]) =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(
      inArray(
        emailOutbox.id,
        queued.map((q) => q.id),
      ),
    );

describe("outbox workers and a slow SMTP server", () => {
  it("two workers send each of 10 messages exactly once, though sending them all takes longer than a claim lasts", async () => {
    const queued = await queue(10, "slow");
    const first = newWorker(`?${SLOW_SMTP_QUERY}`);
    // Longer in all than a claim is kept: a batch claimed at once would go stale part-way.
    expect(queued.length * SLOW_SMTP_DELAY_MS).toBeGreaterThan(first.staleClaimMs);
    first.start(100);
    await waitUntil(() => smtp.inFlight > 0, 5_000);
    newWorker(`?${SLOW_SMTP_QUERY}`).start(100);

    await waitUntil(async () => (await rowsOf(queued)).every((r) => r.status === "sent"), 20_000);
    await Promise.all(workers.map((w) => w.stop()));
    for (const q of queued) expect(smtp.copiesOf(q.messageId), q.messageId).toBe(1);
  }, 30_000);

  it("stop() waits for the message being sent, and leaves the rest of the batch unclaimed for the next worker", async () => {
    const queued = await queue(3, "stopping");
    const before = smtp.received.length;
    const worker = newWorker();
    worker.start(100);
    await waitUntil(() => smtp.inFlight > 0, 5_000);
    await worker.stop();

    expect(smtp.received.length - before).toBe(1);
    const rows = await rowsOf(queued);
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
    const rest = rows.filter((r) => r.status !== "sent");
    expect(rest).toHaveLength(2);
    for (const row of rest)
      expect(row).toMatchObject({ status: "pending", attempts: 0, lockedBy: null });

    // The next worker sends them, each once.
    const next = newWorker();
    expect(await next.processDue()).toBe(2);
    for (const q of queued) expect(smtp.copiesOf(q.messageId)).toBe(1);
  }, 30_000);

  it("stop() ends a send still waiting after its grace and leaves the row claimed, so no worker sends it again before the claim runs out", async () => {
    const [queued] = await queue(1, "interrupted");
    const worker = newWorker();
    worker.start(100);
    await waitUntil(() => smtp.inFlight > 0, 5_000);
    const stopping = Date.now();
    await worker.stop(50);
    expect(Date.now() - stopping).toBeLessThan(SLOW_SMTP_DELAY_MS);

    const [row] = await rowsOf([queued!]);
    expect(row).toMatchObject({ status: "sending", attempts: 1, lockedBy: worker.id });
    // The server may still be taking it: another worker leaves it alone.
    expect(await newWorker().processDue()).toBe(0);
  }, 30_000);
});
