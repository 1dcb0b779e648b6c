import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../../src/db/client.ts";
import * as schema from "../../src/db/schema/index.ts";
import { DEMO_CUSTOMER_EMAIL, seedDemo } from "../../src/demo/seed.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

/** The moment the demo data is written at, so dates in it are the same on every run. */
export const DEMO_NOW = new Date("2025-06-10T11:00:00Z");

/**
 * A fresh database holding the demo data, for the file that calls this: `db` is ready inside
 * its tests, `firstRun` is what the seed answered, and `demoCustomerId()` finds Sarah's id.
 */
export function useDemoDatabase() {
  let testDb: TestDatabase | undefined;
  const ctx = {
    db: undefined as unknown as Database,
    firstRun: { created: false },
    async demoCustomerId(): Promise<string> {
      const [row] = await ctx.db
        .select({ id: schema.user.id })
        .from(schema.user)
        .where(eq(schema.user.email, DEMO_CUSTOMER_EMAIL));
      return row!.id;
    },
  };
  beforeAll(async () => {
    testDb = await createTestDatabase();
    ctx.db = testDb.handle.db;
    ctx.firstRun = await seedDemo(ctx.db, { now: DEMO_NOW });
  });
  afterAll(async () => {
    await testDb?.dispose();
  });
  return ctx;
}
