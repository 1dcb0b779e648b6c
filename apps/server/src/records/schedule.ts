import { sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../db/client.ts";

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

/** What a background run did: skipped (another process held the lock), or how many it queued. */
export interface BatchRun {
  /** Another process held the lock: it does the run. */
  skipped: boolean;
  queued: number;
}

/**
 * A background run in batches: each batch is one transaction under the advisory lock `lockId`
 * (false from `batch` when another process holds it), which finds up to `batchSize` rows and
 * handles them; the run goes on while a batch finds a full one. `batch` answers how many rows
 * it found and how many e-mails it queued, or null when the lock was taken.
 */
export async function runInLockedBatches(
  db: Database,
  lockId: number,
  batchSize: number,
  batch: (tx: DbOrTx, batchSize: number) => Promise<{ found: number; queued: number }>,
): Promise<BatchRun> {
  let queued = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      if (!(await tryRunLock(tx, lockId))) return null;
      return batch(tx, batchSize);
    });
    if (!done) return { skipped: true, queued };
    queued += done.queued;
    if (done.found < batchSize) return { skipped: false, queued };
  }
}
