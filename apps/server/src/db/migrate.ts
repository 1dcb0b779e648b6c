import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseHandle } from "./types.ts";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** An arbitrary constant: every server process takes this lock before migrating. */
const MIGRATION_LOCK_ID = 724_116_031;

/**
 * Applies the committed SQL migrations. On PostgreSQL several server processes may start at
 * once, so the migration runs on its own connection under an advisory lock.
 */
export async function runMigrations(handle: DatabaseHandle, postgresUrl?: string): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, {
      migrationsFolder: MIGRATIONS_FOLDER,
    });
    return;
  }
  if (!postgresUrl) throw new Error("runMigrations: a PostgreSQL URL is needed");
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const db = drizzleNodePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
}
