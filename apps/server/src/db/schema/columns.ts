import { type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, type ExtraConfigColumn, timestamp } from "drizzle-orm/pg-core";

/** Every point in time is a timestamptz read as a JS Date. */
export function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: "date" });
}

/** created_at / updated_at for product tables; updated_at moves on every Drizzle update. */
export function timestamps() {
  return {
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}

/**
 * `column IN ('a', 'b')` with the values inlined, for CHECK constraints
 * (DDL cannot take bound parameters). Values are our own literals, quoted safely.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} IN (${sql.raw(list)})`;
}

/**
 * Index key for a newest-first list. It matches `ORDER BY col DESC` exactly
 * (Postgres puts nulls first there); a plain index `.desc()` is emitted as
 * DESC NULLS LAST, which the planner cannot use for that ORDER BY.
 */
export function newestFirst<C extends ExtraConfigColumn>(column: C) {
  return column.desc().nullsFirst();
}
