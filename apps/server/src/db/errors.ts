/** PostgreSQL's error codes the features act on. */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";

/** Whether a database error (as node-postgres or PGlite report it, maybe wrapped) has `code`. */
export function hasPgCode(error: unknown, code: string): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === code) return true;
  }
  return false;
}
/** PostgreSQL broke a deadlock by rolling this transaction back. */
export const PG_DEADLOCK_DETECTED = "40P01";
/** A serializable or repeatable-read transaction could not be ordered with a concurrent one. */
export const PG_SERIALIZATION_FAILURE = "40001";
