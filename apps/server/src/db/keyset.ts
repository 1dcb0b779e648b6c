import { type CursorKind, encodeCursor, type ListPosition } from "@automobi/domain";
import { type AnyColumn, asc, desc, type Placeholder, type SQL, sql } from "drizzle-orm";

/**
 * Keyset pagination for the lists that can grow: a list is ordered by a point in time and the
 * row's id (the tie-breaker), and a page starts just after the last row of the page before, so
 * page 250 reads the same 21 index entries that page 1 does, where OFFSET would read and sort
 * every row before it. A cursor carries the time with microseconds, as PostgreSQL stores it.
 * A list ordered by a text (the garages by name) says `kind: "text"`: its cursor carries the
 * text, compared in the column's own collation as the index is. A list of booked slots (the
 * appointments, by date and hour) says `kind: "slot"` with the date in `at` and the hour in
 * `hour`: its cursor carries both (`2026-03-20T09`).
 */
export interface KeysetOrder {
  at: AnyColumn;
  /** The start hour that follows the date in `at`, for `kind: "slot"`. */
  hour?: AnyColumn;
  id: AnyColumn;
  direction: "asc" | "desc";
  /** What `at` holds: a point in time (the default), or a text. */
  kind?: CursorKind;
}

/** The ORDER BY of a keyset list. */
export function keysetOrderBy(order: KeysetOrder): SQL[] {
  const by = order.direction === "desc" ? desc : asc;
  if (order.kind === "slot" && order.hour) return [by(order.at), by(order.hour), by(order.id)];
  return [by(order.at), by(order.id)];
}

/**
 * The rows after `position` in the list's order; undefined for the first page. One row
 * comparison, which PostgreSQL turns into the start of an index range. The position may be
 * placeholders, for a prepared statement.
 */
export function afterPosition(
  order: KeysetOrder,
  position: ListPosition | { at: Placeholder; id: Placeholder } | undefined,
): SQL | undefined {
  if (!position) return undefined;
  const comparison = order.direction === "desc" ? sql.raw("<") : sql.raw(">");
  // Product rows have UUIDs; accounts have better-auth's text ids.
  const idType = sql.raw(order.id.columnType === "PgUUID" ? "uuid" : "text");
  if (order.kind === "slot" && order.hour) {
    // `2026-03-20T09`: the date, then the hour.
    const at = sql`${position.at}::text`;
    return sql`(${order.at}, ${order.hour}, ${order.id}) ${comparison} (substr(${at}, 1, 10)::date, substr(${at}, 12, 2)::smallint, ${position.id}::${idType})`;
  }
  const atType = sql.raw(order.kind === "text" ? "text" : "timestamptz");
  return sql`(${order.at}, ${order.id}) ${comparison} (${position.at}::${atType}, ${position.id}::${idType})`;
}

/**
 * The sort key of a row as a cursor needs it (a time in UTC with microseconds, the text
 * itself, or a slot's date and hour), selected with the page: `cursorAt: keysetCursorAt(order)`.
 */
export function keysetCursorAt(order: KeysetOrder): SQL<string> {
  if (order.kind === "text") return sql<string>`${order.at}`;
  if (order.kind === "slot" && order.hour) {
    return sql<string>`to_char(${order.at}, 'YYYY-MM-DD') || 'T' || lpad(${order.hour}::text, 2, '0')`;
  }
  return sql<string>`to_char(${order.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The page and the next page's cursor, from `pageSize + 1` rows read: the extra row only says
 * that there is a next page. Each row's `cursorAt` is dropped from the answer.
 */
export function keysetPage<Row extends { id: string; cursorAt: string }>(
  rows: Row[],
  pageSize: number,
): { items: Omit<Row, "cursorAt">[]; nextCursor: string | null } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const nextCursor =
    rows.length > pageSize && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { items: page.map(({ cursorAt: _, ...item }) => item), nextCursor };
}

/**
 * A LIMIT or OFFSET written into a prepared statement's text. Drizzle sends a number given to
 * `.limit()` or `.offset()` as a value, and its select builder writes an SQL chunk given there
 * as it is. A prepared statement whose limit is a value is costed by PostgreSQL as if it read a
 * tenth of its rows, so its plan looks dearer than one made for the values and PostgreSQL plans
 * the statement again at every execution; with the limit written, it keeps one plan.
 */
export function writtenCount(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`count ${count}`);
  return sql.raw(String(count)) as unknown as number;
}
