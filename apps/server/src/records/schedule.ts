import { sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../db/client.ts";

/**
 * Runs `run` `firstAfterMs` after the start and then every `everyMs`, one run at a time: a tick
 * that finds the last run still going is skipped. The timers never keep the process alive.
 * Returns the stop function, which waits for a run in hand to finish.
 */
export function scheduleEvery(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
) {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(tick, firstAfterMs);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

/**
 * Takes a background run's PostgreSQL advisory lock `lockId` for the rest of the transaction;
 * false when another process holds it (that process does the run, this one skips it).
 */
export async function tryRunLock(tx: DbOrTx, lockId: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${lockId}) as locked`,
  );
  return row?.locked === true;
}
