import type { DbOrTx } from "./client.ts";

const byDatabase = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A statement prepared on first use under `name` and kept for the database handle's life: a
 * request then sends only its values. `name` must say everything `build` bakes into the text
 * (the kind of page, a page size written in), as PostgreSQL keeps one plan per name.
 */
export function preparedOnce<T>(db: DbOrTx, name: string, build: () => T): T {
  let statements = byDatabase.get(db);
  if (!statements) {
    statements = new Map();
    byDatabase.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
