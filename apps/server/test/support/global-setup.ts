import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../src/db/client.ts";
import { runMigrations } from "../../src/db/migrate.ts";
import { PREPARED_DATABASE_PREFIX, pgliteTarball } from "./database-files.ts";
import { databaseUrl, quoteIdent } from "./postgres-url.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run, then every test file starts from a copy: a PGlite data-directory
 * snapshot, and (with TEST_DATABASE_URL) a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "automobi-test-"));
  const memory = await openDatabase({ kind: "pglite" });
  await runMigrations(memory);
  const snapshot = join(dir, "migrated.tar");
  writeFileSync(snapshot, await pgliteTarball(memory));
  await memory.close();
  project.provide("pgliteSnapshot", snapshot);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `automobi_tpl_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${quoteIdent(template)}`);
    await admin.end();
    const url = databaseUrl(adminUrl, template);
    const handle = await openDatabase({ kind: "postgres", url, poolSize: 1 });
    await runMigrations(handle, url);
    await handle.close();
  }
  project.provide("postgresTemplate", template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl && template) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // The databases test files prepared from it for others to copy, then the template.
      const prepared = await admin.query<{ datname: string }>(
        "select datname from pg_database where starts_with(datname, $1)",
        [`${PREPARED_DATABASE_PREFIX}${template}`],
      );
      for (const { datname } of prepared.rows) {
        await admin.query(`drop database if exists ${quoteIdent(datname)} with (force)`);
      }
      await admin.query(`drop database if exists ${quoteIdent(template)} with (force)`);
      await admin.end();
    }
  };
}
