import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.ts";
import { databaseUrl, quoteIdent } from "./postgres-url.ts";
import { waitUntil } from "./wait.ts";

/** PostgreSQL's answer when a template database still has a connection. */
const OBJECT_IN_USE = "55006";

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Set on PostgreSQL: the throw-away database's URL. */
  url?: string;
  /** Set on PostgreSQL: the throw-away database's name. */
  name?: string;
  /** Closes the handle (if still open) and drops the throw-away database. */
  dispose(): Promise<void>;
}

/** What a test file's database is copied from: the run's migrated one, or a prepared one. */
export interface DatabaseSource {
  /** A PGlite data-directory tarball. */
  pgliteSnapshot: string;
  /** With TEST_DATABASE_URL: the PostgreSQL database used as the template. */
  postgresTemplate: string | null;
}

/** The run's migrated, empty database (test/support/global-setup.ts). */
export const migratedSource = (): DatabaseSource => ({
  pgliteSnapshot: inject("pgliteSnapshot"),
  postgresTemplate: inject("postgresTemplate"),
});

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database for one test file, copied from `source` (by default the run's migrated one):
 * PGlite in memory by default, or a new PostgreSQL database made from the template when
 * TEST_DATABASE_URL is set.
 */
export async function createTestDatabase(
  source: DatabaseSource = migratedSource(),
  { name = `automobi_t_${randomBytes(5).toString("hex")}` }: { name?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = source.postgresTemplate;
  if (adminUrl && template) {
    // A template just closed by the file that prepared it may keep a connection a moment longer.
    await waitUntil(
      () =>
        adminQuery(
          adminUrl,
          `create database ${quoteIdent(name)} template ${quoteIdent(template)}`,
        ).then(
          () => true,
          (err: unknown) => {
            if (err instanceof Error && "code" in err && err.code === OBJECT_IN_USE) return false;
            throw err;
          },
        ),
      10_000,
      { everyMs: 50, what: `a copy of ${template}` },
    );
    const url = databaseUrl(adminUrl, name);
    const handle = await openDatabase({ kind: "postgres", url, poolSize: 4 });
    return {
      handle,
      url,
      name,
      dispose: async () => {
        await handle.close();
        await dropDatabase(name);
      },
    };
  }
  const snapshot = readFileSync(source.pgliteSnapshot);
  const handle = await openDatabase({ kind: "pglite", loadDataDir: new Blob([snapshot]) });
  return { handle, dispose: () => handle.close() };
}

/** Drops a PostgreSQL database of this run, whoever is still connected to it. */
export async function dropDatabase(name: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl)
    await adminQuery(adminUrl, `drop database if exists ${quoteIdent(name)} with (force)`);
}
