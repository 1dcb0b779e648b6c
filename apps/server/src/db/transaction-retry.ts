import { hasPgCode, PG_DEADLOCK_DETECTED, PG_SERIALIZATION_FAILURE } from "./errors.ts";
import type { Database } from "./types.ts";

/** How many times a transaction is run in all before its conflict is reported. */
export const TRANSACTION_ATTEMPTS = 4;

/** The longest pause before a run, in ms; each run waits a random time up to its own ceiling. */
const MAX_BACKOFF_MS = 200;

/**
 * Whether PostgreSQL rolled the transaction back only because of another one running at the
 * same time (a deadlock it broke, or a serialization failure): the same work, run again, can
 * succeed. Any other failure is the work's own and is reported at once.
 */
export function isTransientConflict(error: unknown): boolean {
  return hasPgCode(error, PG_DEADLOCK_DETECTED) || hasPgCode(error, PG_SERIALIZATION_FAILURE);
}

const pause = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.random() * Math.min(MAX_BACKOFF_MS, 25 * 2 ** attempt)),
  );

/**
 * Makes `db.transaction` run its work again, from the start and in a new transaction, when
 * PostgreSQL aborts it as a deadlock victim or a serialization failure (docs/decisions/027).
 * The kept counts (decision 024) make such aborts possible under load: two transactions whose
 * statements touch the same counters in different orders can each wait for the other, and
 * PostgreSQL then rolls one of them back after `deadlock_timeout`. Run again, that one finds
 * the other committed and goes through, so the caller sees its answer, not a 500.
 *
 * Everything a transaction writes to the database is rolled back with it, so running it again
 * repeats nothing there; work that is not the database's (a call to the payment provider)
 * therefore never runs inside a transaction. A transaction nested in another
 * (`tx.transaction`, a savepoint) is not retried on its own: the whole outer one is.
 */
export function retryTransactions(db: Database): Database {
  const run = db.transaction.bind(db);
  const retrying: Database["transaction"] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await run(work, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isTransientConflict(error)) throw error;
        await pause(attempt);
      }
    }
  };
  db.transaction = retrying;
  return db;
}
