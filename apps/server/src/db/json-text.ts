import { paymentReceipt, quoteBreakdown } from "@automobi/domain/schemas";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { milesToOneDecimal } from "./distance.ts";
import { keysetPage } from "./keyset.ts";
import { type payments, quotes } from "./schema/index.ts";

/**
 * Answers written as JSON text by PostgreSQL (decision 026), exactly as the response encoder
 * would write them from the rows: the contract's keys in the contract's order, no spaces,
 * strings escaped as `JSON.stringify` escapes them (PostgreSQL's `to_json` escapes the same
 * characters the same way), times as `Date#toISOString` writes them (UTC, milliseconds, `Z`),
 * integers and booleans as their text. Under tests the response serializer decodes every such
 * answer by the contract and encodes it again with zod, which must give the same text
 * (http/response-encoder.ts).
 */

/** A text as a JSON string, escaped; SQL null stays null (wrap in `orNull`). */
export const jsonString = (value: AnyColumn | SQL) => sql`to_json(${value})::text`;

/**
 * A value whose text never needs escaping, in quotes: a uuid, or a column its table's check
 * constraint holds to the contract's enum values (hyphens, underscores, letters and digits).
 * Cheaper than `to_json`, which looks up how to write the value's type on every call.
 */
export const jsonPlain = (value: AnyColumn) => sql`'"' || ${value} || '"'`;

/**
 * A point in time as `toISOString` writes it: `2026-11-25T10:00:00.000Z`. A Date keeps only
 * milliseconds and drops the rest of PostgreSQL's microseconds; `MS` drops them the same way.
 */
export const jsonTime = (value: AnyColumn) =>
  sql`'"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** A boolean or integer: its text is its JSON (`true`, `false`, `123450`). */
export const jsonScalar = (value: AnyColumn | SQL) => sql`(${value})::text`;

export const orNull = (json: SQL) => sql`coalesce(${json}, 'null')`;

/** A JSON array of the rows `from` finds, `[]` when none: `string_agg` in the given order. */
export function jsonArray(item: SQL, from: SQL, order: SQL): SQL {
  return sql`'[' || coalesce((SELECT string_agg(${item}, ',' ORDER BY ${order}) ${from}), '') || ']'`;
}

/**
 * `{"key":value,…}` with the keys of `shape` in its order; each key must have its value here
 * and no other key may: a contract that gains or loses a field fails at start, not on the wire.
 */
export function jsonObject(shape: Record<string, unknown>, values: Record<string, SQL>): SQL {
  const keys = Object.keys(shape);
  const extra = Object.keys(values).filter((key) => !keys.includes(key));
  const missing = keys.filter((key) => !(key in values));
  if (extra.length > 0 || missing.length > 0) {
    throw new Error(
      `the list's JSON does not match its contract: missing ${missing.join(", ") || "none"}, extra ${extra.join(", ") || "none"}`,
    );
  }
  const parts = keys.map((key, i) => {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`unexpected JSON key ${key}`);
    return sql`${sql.raw(`'${i === 0 ? "{" : ","}"${key}":'`)} || ${values[key]}`;
  });
  return sql`(${sql.join(parts, sql` || `)} || '}')`;
}

/**
 * Miles to one decimal as `JSON.stringify` writes the number (`4.2`, `12`, `0`): rounded as
 * `quoteDistanceMiles` rounds, trailing zeros dropped.
 */
export const jsonMiles = (miles: SQL) => sql`trim_scale(${milesToOneDecimal(miles)})::text`;

/**
 * A cursor page's answer around its items' JSON, in the contract's order (`cursorPageOf`): the
 * items, the page size, the view's total and the next page's cursor, then any integers or texts
 * the contract adds after them (`extend`), in its order.
 */
export function cursorPageJson(
  items: string[],
  pageSize: number,
  total: number,
  nextCursor: string | null,
  extra: Record<string, number | string> = {},
): string {
  const cursor = nextCursor === null ? "null" : JSON.stringify(nextCursor);
  let more = "";
  for (const [key, value] of Object.entries(extra)) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(key)) throw new Error(`unexpected JSON key ${key}`);
    if (typeof value === "number" && !Number.isSafeInteger(value)) {
      throw new Error(`${key} ${value} is not an integer`);
    }
    more += `,"${key}":${JSON.stringify(value)}`;
  }
  return `{"items":[${items.join(",")}],"pageSize":${pageSize},"total":${total},"nextCursor":${cursor}${more}}`;
}

/**
 * The answer of a keyset page whose rows carry their item's JSON text (`json`), from the
 * pageSize + 1 rows read (`keysetPage`), as `cursorPageJson` writes it.
 */
export function jsonRowsPage(
  rows: { id: string; cursorAt: string; json: string }[],
  pageSize: number,
  total: number,
  extra: Record<string, number | string> = {},
): string {
  const { items, nextCursor } = keysetPage(rows, pageSize);
  return cursorPageJson(
    items.map((row) => row.json),
    pageSize,
    total,
    nextCursor,
    extra,
  );
}

/**
 * A quote's parts, labour and VAT (`quotes`, the statement's own table, unaliased), or null when
 * it has a total only: the breakdown as the customer's and the staff's lists write it.
 */
export const quoteBreakdownJson = sql`(CASE WHEN ${quotes.partsPence} IS NULL THEN 'null' ELSE ${jsonObject(
  quoteBreakdown.shape,
  {
    partsPence: jsonScalar(quotes.partsPence),
    labourPence: jsonScalar(quotes.labourPence),
    vatPence: jsonScalar(quotes.vatPence),
  },
)} END)`;

/**
 * `receiptNumberText` in SQL: `R-` and the number, six digits at least (`R-000042`); a longer
 * number keeps all its digits, as `padStart` does.
 */
const receiptNumberSql = (n: typeof payments.receiptNumber) =>
  sql`('R-' || CASE WHEN ${n} < 1000000 THEN lpad(${n}::text, 6, '0') ELSE ${n}::text END)`;

/** A payment's receipt (`paymentReceipt`) from a row of payments that has a receipt number. */
export const receiptJson = (payment: typeof payments) =>
  jsonObject(paymentReceipt.shape, {
    paymentId: jsonPlain(payment.id),
    number: sql`'"' || ${receiptNumberSql(payment.receiptNumber)} || '"'`,
  });
