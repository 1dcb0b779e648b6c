import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** The engine under test, with one connection so that a second query has to wait its turn. */
async function oneConnection(): Promise<{ database: DatabaseHandle; dispose(): Promise<void> }> {
  if (!process.env.TEST_DATABASE_URL) {
    const database = await openDatabase({ kind: "pglite" });
    return { database, dispose: () => database.close() };
  }
  const fresh = await createTestDatabase();
  const database = await openDatabase({ kind: "postgres", url: fresh.url!, poolSize: 1 });
  return { database, dispose: () => fresh.dispose() };
}

it("closing the database lets queries that hold or wait for a connection finish first", async () => {
  const { database, dispose } = await oneConnection();
  try {
    // Drizzle's queries are lazy: Promise.resolve sends them now.
    const slow = Promise.resolve(database.db.execute(sql`select pg_sleep(0.3) as slept`));
    const queued = Promise.resolve(database.db.execute(sql`select 42 as answer`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await database.close();
    await expect(slow).resolves.toBeDefined();
    expect(JSON.stringify(await queued)).toContain("42");
    await expect(Promise.resolve(database.db.execute(sql`select 1`))).rejects.toThrow();
  } finally {
    await dispose();
  }
});
