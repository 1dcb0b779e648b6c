import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, queryRows } from "../../src/db/client.ts";
import { adminListQueries } from "../../src/features/admin-requests/page-queries.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

// On PostgreSQL a prepared statement keeps one plan made for any values: without it the high
// priority filter, whose cutoff PostgreSQL can estimate only with the value, was planned afresh
// on every call. (PGlite sends each statement unnamed: there is no plan to keep.)
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)("the admin lists' prepared statements", () => {
  let database: TestDatabase | undefined;
  let single: DatabaseHandle | undefined;
  afterAll(async () => {
    await single?.close();
    await database?.dispose();
  });

  it("run the high-priority filter on one generic plan from its first call", async () => {
    database = await createTestDatabase();
    // one connection, so that the statements it prepared are the ones it lists
    single = await openDatabase({ kind: "postgres", url: database.url ?? "", poolSize: 1 });
    const list = adminListQueries(single.db);
    for (let call = 0; call < 7; call++) {
      const page = await list({
        view: "active",
        filter: "high_priority",
        after: undefined,
        pageSize: 20,
        now: new Date(Date.now() + call * 60_000),
      });
      expect(JSON.parse(page)).toMatchObject({ items: [], total: 0 });
    }
    const plans = await queryRows<{ generic: number; custom: number }>(
      single.db,
      sql`select generic_plans::int as generic, custom_plans::int as custom
        from pg_prepared_statements where name like 'admin_requests_%'`,
    );
    expect(plans).toEqual([{ generic: 7, custom: 0 }]);
  });
});
