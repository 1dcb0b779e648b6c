import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { Outbox, type QueuedEmail } from "../../src/email/outbox.ts";
import { ensureBuilt } from "../support/built-server.ts";
import { testConfig } from "../support/test-app.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { SLOW_SMTP_DELAY_MS, SLOW_SMTP_QUERY, waitUntil } from "./slow-smtp.ts";
import { SmtpSink } from "./smtp-sink.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("port")),
      );
    });
  });
}

/** The real server, as `npm start` runs it, on the given PostgreSQL database. */
async function startServer(databaseUrl: string, smtpUrl: string, dataDir: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "2",
    AUTH_SECRET: "two-servers-secret-two-servers-secret-01",
    SMTP_URL: smtpUrl,
  };
  delete env.SEED_DEMO;
  const child = spawn(process.execPath, [ensureBuilt()], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  await waitUntil(async () => {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    return fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
  }, 60_000);
  return { child, output: () => log };
}

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
