import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../src/db/client.ts";

/**
 * Polls `condition` until it holds, every `everyMs`; throws after `timeoutMs`. Answers how long
 * it took. Tests wait on what they can observe, never for a fixed time.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  { everyMs = 20, what = "the condition" }: { everyMs?: number; what?: string } = {},
): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await condition()) return Date.now() - started;
    if (Date.now() - started > timeoutMs)
      throw new Error(`${what} did not hold within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Waits until the database's clock has moved on from the moment of the call, so that the next
 * row written gets a later timestamp than every row written before: a "newest first" list then
 * has a real order to show, however fast the writes come.
 */
export async function untilDatabaseClockPasses(db: Database): Promise<void> {
  const [start] = await queryRows<{ now: Date | string }>(db, sql`select clock_timestamp() as now`);
  // Milliseconds are all a Date keeps: one more is surely past the moment read.
  const mark = new Date(start?.now ?? Date.now()).toISOString();
  await waitUntil(
    async () => {
      const [row] = await queryRows<{ later: boolean }>(
        db,
        sql`select clock_timestamp() > ${mark}::timestamptz + interval '1 millisecond' as later`,
      );
      return row?.later === true;
    },
    1_000,
    { everyMs: 1, what: "the database clock moving on" },
  );
}
