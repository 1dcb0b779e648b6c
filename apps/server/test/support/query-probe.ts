import { type SQL, sql } from "drizzle-orm";
import { type Database, queryRows } from "../../src/db/client.ts";

interface Driver {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * The SQL statements a call sends, seen at the driver (the PGlite instance, or the pg pool),
 * which every query the app makes outside a transaction goes through. For proving that a list
 * costs a fixed number of statements, whatever its page holds.
 */
export async function statementsOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const driver = (db as unknown as { $client: Driver }).$client;
  const original = driver.query;
  const seen: string[] = [];
  driver.query = function (this: Driver, ...args: unknown[]) {
    const first = args[0];
    seen.push(typeof first === "string" ? first : (first as { text: string }).text);
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    driver.query = original;
  }
  return seen;
}

/** The plan PostgreSQL picks for a statement, with sequential scans priced out. */
export async function planOf(db: Database, query: SQL): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
