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
