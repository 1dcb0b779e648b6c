import { inArray } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { Outbox, type QueuedEmail } from "../../src/email/outbox.ts";
import { smtpTransport } from "../../src/email/transports.ts";
import { OutboxWorker } from "../../src/email/worker.ts";
import { testConfig } from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { waitUntil } from "./slow-smtp.ts";
import { SmtpSink } from "./smtp-sink.ts";

/** How often each worker looks for due rows: often, so an idle one tries to take a busy row. */
const POLL_MS = 50;

/**
 * The product's timeouts scaled down a hundred and fifty times, written into SMTP_URL's query
 * string as an operator may: 2 s to connect and be greeted, 4 s of silence for any one reply,
 * so a send's deadline is 8 s and a claim lasts 16 s. The slow server's delays below come
 * closer to that reply limit than 15 s and 60 s come to the product's 10 minutes.
 */
const SCALED_QUERY = "connectionTimeout=2000&greetingTimeout=2000&socketTimeout=4000";

/**
 * `count` messages queued together on a fresh database, sent by two workers (as two server
 * processes would) with the scaled timeouts to a server that answers the end of each message
 * only after `delayMs`. Answers how many copies of each arrived and the rows.
 */
async function sendThroughSlowServer(delayMs: number, count: number) {
  const smtp = new SmtpSink({ delayMs });
  await smtp.start();
  const database = await createTestDatabase();
  const db = database.handle.db;
  const workers = [1, 2].map(
    () =>
      new OutboxWorker({
        db,
        transport: smtpTransport(`${smtp.url}?${SCALED_QUERY}`),
        from: "Automobi <no-reply@automobi.test>",
        log: pino({ level: "silent" }),
      }),
  );
  try {
    const outbox = new Outbox(testConfig());
    const queued = await db.transaction(async (tx) => {
      const rows: QueuedEmail[] = [];
      for (let i = 1; i <= count; i++) {
        const to = `slow-${delayMs}.${i}@example.com`;
        rows.push(
          await outbox.enqueue(tx, to, "welcome", { customerName: "Sam", customerEmail: to }),
        );
      }
      return rows;
    });
    const rows = () =>
      db
        .select()
        .from(emailOutbox)
        .where(
          inArray(
            emailOutbox.id,
            queued.map((q) => q.id),
          ),
        );
    for (const worker of workers) worker.start(POLL_MS);
    // Two at a time: the last one starts after the others' delays and ends one delay later.
    const rounds = Math.ceil(count / 2);
    await waitUntil(
      async () => (await rows()).every((r) => r.status === "sent"),
      rounds * delayMs + 10_000,
    ).catch(() => {});
    // A 'sent' row is never claimed again: a second copy, had one been started, is on a
    // connection still open. Let it land.
    await waitUntil(() => smtp.openConnections === 0, delayMs + 5_000).catch(() => {});
    return {
      claimMs: workers[0]?.staleClaimMs,
      copies: queued.map((q) => smtp.copiesOf(q.messageId)),
      statuses: (await rows()).map((r) => r.status),
    };
  } finally {
    await Promise.all(workers.map((w) => w.stop(0)));
    await database.dispose();
    await smtp.stop();
  }
}

describe("an SMTP server slow to answer the end of a message", () => {
  it("is waited for as RFC 5321 asks: a send may take 20 minutes, 10 of them for one reply", () => {
    // Connecting and the greeting 5 minutes each, the answer to the message 10 minutes; a
    // worker's claim lasts twice that (40 minutes), as below at the scaled timeouts.
    const transport = smtpTransport("smtp://127.0.0.1:2525");
    expect(transport.sendDeadlineMs).toBe(20 * 60_000);
    transport.close();
    const scaled = smtpTransport(`smtp://127.0.0.1:2525?${SCALED_QUERY}`);
    expect(scaled.sendDeadlineMs).toBe(8_000);
    scaled.close();
  });

  // Run side by side: the delays are the test's whole cost.
  it.concurrent("taking 1.5 s of a 4 s timeout: two workers deliver each of 3 messages once", async () => {
    const { claimMs, copies, statuses } = await sendThroughSlowServer(1_500, 3);
    expect(claimMs).toBe(16_000);
    expect(copies).toEqual([1, 1, 1]);
    expect(statuses).toEqual(["sent", "sent", "sent"]);
  }, 30_000);

  it.concurrent("taking 3 s of a 4 s timeout: the message is delivered once, the idle worker leaves it alone", async () => {
    const { copies, statuses } = await sendThroughSlowServer(3_000, 1);
    expect(copies).toEqual([1]);
    expect(statuses).toEqual(["sent"]);
  }, 30_000);
});
