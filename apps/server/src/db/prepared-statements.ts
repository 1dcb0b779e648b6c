import type { ListPosition } from "@automobi/domain";
import { type Placeholder, sql } from "drizzle-orm";
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

/** A keyset position as the placeholders `at` and `id`, for a statement prepared once. */
export interface PositionPlaceholders {
  at: Placeholder;
  id: Placeholder;
}

interface PreparablePage<Row> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Row[]> };
}

/**
 * The rows of one keyset page from its statement, prepared on first use as
 * `<name>_first_<pageSize>` or `<name>_after_<pageSize>`: `build` makes it for the cursor as
 * placeholders (none for a first page), and `values` fills the statement's other placeholders.
 */
export function preparedPageRows<Row>(
  db: DbOrTx,
  name: string,
  page: { after: ListPosition | undefined; pageSize: number },
  values: Record<string, unknown>,
  build: (after: PositionPlaceholders | undefined) => PreparablePage<Row>,
): Promise<Row[]> {
  const { after, pageSize } = page;
  const fullName = `${name}_${after ? "after" : "first"}_${pageSize}`;
  const statement = preparedOnce(db, fullName, () =>
    build(after ? { at: sql.placeholder("at"), id: sql.placeholder("id") } : undefined).prepare(
      fullName,
    ),
  );
  return statement.execute(after ? { ...values, at: after.at, id: after.id } : values);
}
