import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "../../src/db/client.ts";
import { createTestDatabase } from "../support/test-database.ts";
import { waitUntil } from "../support/wait.ts";

interface OneConnection {
  database: DatabaseHandle;
  /** Resolves once the engine is running the `pg_sleep` query sent to it. */
  sleeping(): Promise<void>;
  dispose(): Promise<void>;
}

/** The engine under test, with one connection so that a second query has to wait its turn. */
async function oneConnection(): Promise<OneConnection> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: "pglite" });
    return {
      database,
      // The embedded engine runs a query in this thread as soon as it is handed over: once the
      // jobs already queued have run, it has the query (and has run it).
      sleeping: () => new Promise((resolve) => setImmediate(resolve)),
      dispose: () => database.close(),
    };
  }
  const fresh = await createTestDatabase();
  const database = await openDatabase({ kind: "postgres", url: fresh.url!, poolSize: 1 });
  // Another connection watches the server's list of what each connection is doing.
  const watcher = await openDatabase({ kind: "postgres", url: fresh.url!, poolSize: 1 });
  return {
    database,
    sleeping: async () => {
      await waitUntil(async () => {
        const rows = await queryRows<{ n: number }>(
          watcher.db,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state = 'active' and query like '%pg_sleep%'
              and pid <> pg_backend_pid()`,
        );
        return rows[0]?.n === 1;
      }, 5_000);
    },
    dispose: async () => {
      await watcher.close();
      await fresh.dispose();
    },
  };
}

it("closing the database lets queries that hold or wait for a connection finish first", async () => {
  const { database, sleeping, dispose } = await oneConnection();
  try {
    // Drizzle's queries are lazy: Promise.resolve sends them now.
    const slow = Promise.resolve(database.db.execute(sql`select pg_sleep(0.3) as slept`));
    const queued = Promise.resolve(database.db.execute(sql`select 42 as answer`));
    await sleeping();
    await database.close();
    await expect(slow).resolves.toBeDefined();
    expect(JSON.stringify(await queued)).toContain("42");
    await expect(Promise.resolve(database.db.execute(sql`select 1`))).rejects.toThrow();
  } finally {
    await dispose();
  }
});
