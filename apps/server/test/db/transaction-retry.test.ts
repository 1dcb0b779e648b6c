import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type Tx } from "../../src/db/client.ts";
import { TRANSACTION_ATTEMPTS } from "../../src/db/transaction-retry.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** Resolves once `count` callers have arrived. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return () => {
    arrived += 1;
    if (arrived === count) open();
    return opened;
  };
}

const addOne = (tx: Tx, figure: string) =>
  tx.execute(sql`update kept_counts set n = n + 1 where figure = ${figure} and slot = 0`);

describe("a transaction PostgreSQL rolls back for a conflict runs again (docs/decisions/027)", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "two transactions that update the same kept counters in opposite orders deadlock, and both callers still get their answers",
    async () => {
      const { db } = database.handle;
      await db.execute(
        sql`insert into kept_counts (figure, slot, n) values ('retry:a', 0, 0), ('retry:b', 0, 0)`,
      );
      const bothHoldOne = barrier(2);
      const runs = { ab: 0, ba: 0 };
      const inOrder = (first: string, second: string, key: "ab" | "ba") =>
        db.transaction(async (tx) => {
          runs[key] += 1;
          // PostgreSQL checks for a deadlock after deadlock_timeout (1 s by default).
          await tx.execute(sql`set local deadlock_timeout = '50ms'`);
          await addOne(tx, first);
          // Only the first run of each waits for the other: then each holds the row the other
          // needs next. A run after a rollback goes straight through.
          if (runs[key] === 1) await bothHoldOne();
          await addOne(tx, second);
          return `${key} done`;
        });

      const answers = await Promise.all([
        inOrder("retry:a", "retry:b", "ab"),
        inOrder("retry:b", "retry:a", "ba"),
      ]);

      expect(answers).toEqual(["ab done", "ba done"]);
      // One of the two was PostgreSQL's deadlock victim and ran again; on a slow machine the
      // second run can meet the other again and be chosen once more, so at least one retry.
      expect(runs.ab + runs.ba).toBeGreaterThanOrEqual(3);
      const counts = await queryRows<{ figure: string; n: string }>(
        db,
        sql`select figure, n::text from kept_counts where figure like 'retry:%' order by figure`,
      );
      // Each transaction's work is in exactly once: the victim's first run left nothing.
      expect(counts).toEqual([
        { figure: "retry:a", n: "2" },
        { figure: "retry:b", n: "2" },
      ]);
    },
  );

  it(`a conflict that keeps coming back is reported after ${TRANSACTION_ATTEMPTS} runs, with nothing written`, async () => {
    const { db } = database.handle;
    let runs = 0;
    const attempt = db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(
        sql`insert into kept_counts (figure, slot, n) values ('retry:lost', 0, 1) on conflict do nothing`,
      );
      throw Object.assign(new Error("could not serialize access"), { code: "40001" });
    });
    await expect(attempt).rejects.toThrow("could not serialize access");
    expect(runs).toBe(TRANSACTION_ATTEMPTS);
    const rows = await queryRows(db, sql`select 1 from kept_counts where figure = 'retry:lost'`);
    expect(rows).toEqual([]);
  });

  it("any other failure is reported at once, after one run", async () => {
    const { db } = database.handle;
    let runs = 0;
    const attempt = db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`insert into kept_counts (figure, slot, n) values ('retry:dup', 0, 1)`);
      await tx.execute(sql`insert into kept_counts (figure, slot, n) values ('retry:dup', 0, 1)`);
    });
    await expect(attempt).rejects.toThrow();
    expect(runs).toBe(1);
  });
});
