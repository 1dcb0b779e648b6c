import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  type ExtraConfigColumn,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/** How a row's postcode was placed: at its sector's or district's centre, or not at all. */
export const LOCATED_BY = ["sector", "district", "none"] as const;

/**
 * Where a row's postcode lies (WGS84 degrees), located by the server from the shipped postcode
 * centroids. `located_by` is null until the postcode has been looked up, and 'none' when it
 * could not be placed (a valid postcode of a sector or district newer than the data): such a
 * row shows no distance and sorts last.
 */
export function place() {
  return {
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    locatedBy: text("located_by", { enum: LOCATED_BY }),
  };
}

/** A place has both coordinates or neither, and the coordinates only when it was located. */
export function placeChecks(
  table: string,
  t: { latitude: AnyPgColumn; longitude: AnyPgColumn; locatedBy: AnyPgColumn },
) {
  return [
    check(`${table}_located_by_check`, oneOf(t.locatedBy, LOCATED_BY)),
    check(
      `${table}_place_check`,
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL) = (${t.locatedBy} IS NULL OR ${t.locatedBy} = 'none')`,
    ),
  ];
}
