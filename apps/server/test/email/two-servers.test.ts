import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { Outbox, type QueuedEmail } from "../../src/email/outbox.ts";
import { startServerProcess } from "../support/server-processes.ts";
import { testConfig } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { SLOW_SMTP_DELAY_MS, SLOW_SMTP_QUERY, waitUntil } from "./slow-smtp.ts";
import { SmtpSink } from "./smtp-sink.ts";

/** The real server, as `npm start` runs it, on the given database, sending through `smtpUrl`. */
const startServer = (databaseUrl: string, smtpUrl: string, dataDir: string) =>
  startServerProcess(databaseUrl, dataDir, undefined, { SMTP_URL: smtpUrl });

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one database", () => {
  const smtp = new SmtpSink({ delayMs: SLOW_SMTP_DELAY_MS });
  let dataDir = "";
  const children: ChildProcess[] = [];
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "automobi-two-servers-"));
    await smtp.start();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    await database?.dispose();
    await smtp.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("share a slow SMTP server's backlog: each message arrives exactly once, and both stop cleanly", async () => {
    const db = database!.handle.db;
    const smtpUrl = `${smtp.url}?${SLOW_SMTP_QUERY}`;
    const servers = await Promise.all(
      [1, 2].map(() => startServer(database!.url!, smtpUrl, dataDir)),
    );
    children.push(...servers.map((s) => s.child));

    // Queued together, as one change that e-mails many people would: whichever worker looks
    // first finds all ten due, and sending them one after another outlasts a claim (6 s).
    const outbox = new Outbox(testConfig());
    const queued = await db.transaction(async (tx) => {
      const rows: QueuedEmail[] = [];
      for (let i = 1; i <= 10; i++) {
        const to = `backlog.${i}@example.com`;
        rows.push(
          await outbox.enqueue(tx, to, "welcome", { customerName: "Sam", customerEmail: to }),
        );
      }
      return rows;
    });
    const ids = queued.map((q) => q.id);
    const rows = () => db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

    await waitUntil(async () => (await rows()).every((r) => r.status === "sent"), 30_000);
    // A 'sent' row is never claimed again: a second copy, had one been started, is on a
    // connection still open. Let it land.
    await waitUntil(() => smtp.openConnections === 0, 5_000);
    for (const q of queued) expect(smtp.copiesOf(q.messageId), q.messageId).toBe(1);

    const exits = servers.map((s) =>
      s.child.exitCode !== null
        ? s.child.exitCode
        : new Promise<number | null>((resolve) => s.child.once("exit", resolve)),
    );
    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(exits), servers.map((s) => s.output()).join("\n")).toEqual([0, 0]);
  }, 90_000);
});
