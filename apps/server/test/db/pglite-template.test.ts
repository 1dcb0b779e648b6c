import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { type DatabaseHandle, openDatabase, queryRows } from "../../src/db/client.ts";
import { MIGRATIONS_FOLDER, runMigrations } from "../../src/db/migrate.ts";
import { buildPgliteTemplate, startFromPgliteTemplate } from "../../src/db/pglite-template.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  seedDemo,
} from "../../src/demo/seed.ts";
import { cookieHeader, signIn } from "../support/accounts.ts";
import { DEMO_NOW } from "../support/demo-database.ts";
import { testConfig } from "../support/test-app.ts";

/** A test that builds a template of its own: about 10 s alone, several times that on two busy cores. */
const BUILDS_A_TEMPLATE_MS = 90_000;

const dir = mkdtempSync(join(tmpdir(), "automobi-template-"));
const opened: DatabaseHandle[] = [];
const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  for (const handle of opened) await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

interface Journal {
  entries: { tag: string }[];
}
const journal = (): Journal =>
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;

/** A copy of the committed migrations: the first `keep`, the last of them with `extraSql`. */
function migrationsCopy(name: string, keep: number, extraSql = ""): string {
  const folder = join(dir, name);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const entries = journal().entries.slice(0, keep);
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal(), entries }));
  const last = join(folder, `${entries.at(-1)?.tag}.sql`);
  writeFileSync(last, readFileSync(last, "utf8") + extraSql);
  return folder;
}

/** The migrated, empty database a server start would get in a new data folder. */
async function startDatabase(name: string, template: string | null): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: "pglite", dataDir: join(dir, name), template });
  opened.push(handle);
  await runMigrations(handle);
  return handle;
}

const appliedMigrations = (handle: DatabaseHandle) =>
  queryRows<{ hash: string }>(
    handle.db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at`,
  ).catch(() => []);

/** Everything the migrations define, in a comparable form. */
async function schemaOf(handle: DatabaseHandle): Promise<unknown> {
  const read = (statement: ReturnType<typeof sql>) => queryRows(handle.db, statement);
  return {
    columns: await read(sql`
      select table_schema, table_name, column_name, data_type, is_nullable, column_default
      from information_schema.columns where table_schema in ('public', 'drizzle')
      order by 1, 2, 3`),
    indexes: await read(sql`
      select tablename, indexname, indexdef from pg_indexes where schemaname = 'public'
      order by 1, 2`),
    constraints: await read(sql`
      select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
      from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`),
    triggers: await read(sql`
      select tgrelid::regclass::text as tbl, tgname from pg_trigger where not tgisinternal
      order by 1, 2`),
    functions: await read(sql`
      select proname, prosrc from pg_proc where pronamespace = 'public'::regnamespace
      order by 1`),
    migrations: await read(sql`
      select hash, created_at from drizzle.__drizzle_migrations order by created_at`),
  };
}

/** The product on that database with the demo data: what a first `npm start` serves. */
async function demoApp(handle: DatabaseHandle, name: string): Promise<FastifyInstance> {
  expect(await seedDemo(handle.db, { now: DEMO_NOW })).toEqual({ created: true });
  const app = await buildApp(testConfig({}, join(dir, `${name}-files`)), { database: handle });
  apps.push(app);
  await app.ready();
  return app;
}

const full = join(dir, "full.json");
/** Started with no template to copy: created and migrated in its folder, as before templates. */
let fresh: DatabaseHandle;
let freshSchema: unknown;
/** The schema the test run's own migrations made (test/support/global-setup.ts). */
let migratedSchema: unknown;

/** The schema of a started database, which is then closed (each holds its own memory). */
async function schemaThenClose(handle: DatabaseHandle): Promise<unknown> {
  const schema = await schemaOf(handle);
  await handle.close();
  return schema;
}

// The embedded engine's own start, whatever TEST_DATABASE_URL says: the PGlite run covers it, and
// the PostgreSQL run would only run the same test again (each test once per engine, decision 052).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "a new embedded database started from the built template",
  () => {
    beforeAll(async () => {
      const migrated = await openDatabase({
        kind: "pglite",
        loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]),
      });
      migratedSchema = await schemaOf(migrated);
      await migrated.close();
      await buildPgliteTemplate({ manifest: full });
      fresh = await startDatabase("without-template", join(dir, "missing.json"));
      freshSchema = await schemaOf(fresh);
    });

    it("arrives with every committed migration before the migrator runs", async () => {
      const dataDir = join(dir, "copied");
      expect(startFromPgliteTemplate(dataDir, full)).toBe(true);
      const handle = await openDatabase({ kind: "pglite", dataDir, template: null });
      opened.push(handle);
      expect(await appliedMigrations(handle)).toHaveLength(journal().entries.length);
      await handle.close();
    });

    it("has the same schema as a database created afresh, and serves the same demo data", async () => {
      const templated = await startDatabase("with-template", full);
      expect(await schemaOf(templated)).toEqual(freshSchema);

      const answers: unknown[] = [];
      for (const [name, handle] of [
        ["with-template", templated],
        ["without-template", fresh],
      ] as const) {
        const app = await demoApp(handle, name);
        expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
        for (const account of DEMO_ACCOUNTS) {
          expect((await signIn(app, account.email, DEMO_PASSWORD)).statusCode).toBe(200);
        }
        const cookie = cookieHeader(await signIn(app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD));
        const stats = await app.inject({
          method: "GET",
          url: "/api/dashboard/stats",
          headers: { cookie },
        });
        expect(stats.statusCode).toBe(200);
        answers.push(stats.json());
      }
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]).toMatchObject({ total: expect.any(Number) });
    });

    it(
      "gets the migrations newer than its template from the migrator",
      async () => {
        const older = join(dir, "older.json");
        await buildPgliteTemplate({
          manifest: older,
          migrationsFolder: migrationsCopy("older", 3),
        });
        const dataDir = join(dir, "from-older");
        expect(startFromPgliteTemplate(dataDir, older)).toBe(true);
        const handle = await startDatabase("from-older", older);
        expect(await schemaThenClose(handle)).toEqual(freshSchema);
      },
      BUILDS_A_TEMPLATE_MS,
    );

    it(
      "is not used when its migrations differ from the committed ones",
      async () => {
        const edited = join(dir, "edited.json");
        const count = journal().entries.length;
        const migrationsFolder = migrationsCopy(
          "edited",
          count,
          "\n--> statement-breakpoint\ncreate table not_committed (x int);",
        );
        await buildPgliteTemplate({ manifest: edited, migrationsFolder });
        expect(startFromPgliteTemplate(join(dir, "from-edited-probe"), edited)).toBe(false);
        const handle = await startDatabase("from-edited", edited);
        expect(await schemaThenClose(handle)).toEqual(freshSchema);
      },
      BUILDS_A_TEMPLATE_MS,
    );

    it("leaves a data folder that already holds a database as it is", async () => {
      const dataDir = join(dir, "without-template");
      expect(existsSync(join(dataDir, "PG_VERSION"))).toBe(true);
      expect(startFromPgliteTemplate(dataDir, full)).toBe(false);
    });

    it("is not needed: without one, a new folder is created and migrated as before", () => {
      expect(freshSchema).toEqual(migratedSchema);
    });
  },
);
