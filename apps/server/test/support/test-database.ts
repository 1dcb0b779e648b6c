import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { databaseUrl, quoteIdent } from "./postgres-url.ts";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Set on PostgreSQL: the throw-away database's URL. */
  url?: string;
  /** Closes the handle (if still open) and drops the throw-away database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a new
 * PostgreSQL database copied from the run's template when TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (adminUrl && template) {
    const name = `automobi_t_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
    } finally {
      await admin.end();
    }
    const url = databaseUrl(adminUrl, name);
    const handle = await openDatabase({ kind: "postgres", url, poolSize: 4 });
    return {
      handle,
      url,
      dispose: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${quoteIdent(name)} with (force)`);
        await cleanup.end();
      },
    };
  }
  const snapshot = readFileSync(inject("pgliteSnapshot"));
  const handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
  return { handle, dispose: () => handle.close() };
}
