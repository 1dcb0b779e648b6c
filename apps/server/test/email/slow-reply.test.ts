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
 * `count` messages queued together on a fresh database, sent by two workers (as two server
 * processes would) with the product's own SMTP timeouts to a server that answers the end of
 * each message only after `delayMs`. Answers how many copies of each arrived and the rows.
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
        transport: smtpTransport(smtp.url),
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
      rounds * delayMs + 15_000,
    ).catch(() => {});
    // A second copy, had one been started, would still be on its way: let it land.
    await waitUntil(() => smtp.inFlight === 0, delayMs + 5_000).catch(() => {});
    return {
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
  // Run side by side: the delays are the test's whole cost.
  it.concurrent("taking 15 s: two workers deliver each of 3 messages once", async () => {
    const { copies, statuses } = await sendThroughSlowServer(15_000, 3);
    expect(copies).toEqual([1, 1, 1]);
    expect(statuses).toEqual(["sent", "sent", "sent"]);
  }, 90_000);

  it.concurrent("taking 60 s: the message is delivered once, the idle worker leaves it alone", async () => {
    const { copies, statuses } = await sendThroughSlowServer(60_000, 1);
    expect(copies).toEqual([1]);
    expect(statuses).toEqual(["sent"]);
  }, 120_000);
});
