import { and, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";
import { milesFrom, milesToOneDecimal } from "../db/distance.ts";
import { garages, quoteRequests } from "../db/schema/index.ts";
import { locatePostcode } from "../providers/places/postcode-centroids.ts";

/** The place columns of a row with this postcode (db/schema/columns.ts `place()`). */
export function placeOf(postcode: string | null) {
  const located = postcode ? locatePostcode(postcode) : null;
  return located
    ? { latitude: located.latitude, longitude: located.longitude, locatedBy: located.precision }
    : { latitude: null, longitude: null, locatedBy: postcode ? ("none" as const) : null };
}

const BATCH = 500;

/**
 * Places the requests and garages written before postcodes were located (`located_by` null),
 * a batch at a time from the partial index, each batch in one statement. Every process may run
 * it at once: they write the same values. Returns how many rows it placed or marked 'none'.
 */
export async function locateUnplacedRows(db: Database): Promise<number> {
  let done = 0;
  for (const table of [quoteRequests, garages] as const) {
    for (;;) {
      const rows = await db
        .select({ id: table.id, postcode: table.postcode })
        .from(table)
        .where(and(isNull(table.locatedBy), isNotNull(table.postcode)))
        .limit(BATCH);
      if (rows.length === 0) break;
      const values = rows.map(({ id, postcode }) => {
        const { latitude, longitude, locatedBy } = placeOf(postcode);
        return sql`(${id}::uuid, ${latitude}::double precision, ${longitude}::double precision, ${locatedBy}::text)`;
      });
      await db.execute(sql`
        UPDATE ${table} SET latitude = v.latitude, longitude = v.longitude, located_by = v.located_by
        FROM (VALUES ${sql.join(values, sql`, `)}) AS v(id, latitude, longitude, located_by)
        WHERE ${table.id} = v.id AND ${table.locatedBy} IS NULL`);
      done += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return done;
}

/** A place written out by table alias, for a subquery Drizzle does not qualify itself. */
const placeIn = (alias: "r" | "g") => ({
  latitude: sql.raw(`${alias}.latitude`),
  longitude: sql.raw(`${alias}.longitude`),
});

/**
 * How far a quote's garage is from its request's postcode, in miles to one decimal (rounded as
 * the customer's list writes it), null when either is not located: a scalar subquery on the
 * `quotes` row of the statement it is used in (a select from quotes, or an update's RETURNING).
 */
export function quoteDistanceMiles(): SQL<number | null> {
  const miles = milesFrom(placeIn("r"), placeIn("g"));
  return sql<number | null>`(select ${milesToOneDecimal(miles)}::double precision
    from quote_requests r, garages g
    where r.id = quotes.quote_request_id and g.id = quotes.garage_id)`;
}

/**
 * How far a garage is from a request's postcode, in miles to one decimal as every answer gives
 * it; null when either is not located (or not found).
 */
export async function requestGarageMiles(
  db: DbOrTx,
  requestId: string,
  garageId: string,
): Promise<number | null> {
  const miles = milesToOneDecimal(milesFrom(quoteRequests, garages));
  const [row] = await db
    .select({ miles: sql<number | null>`${miles}::double precision`.mapWith(Number) })
    .from(quoteRequests)
    .innerJoin(garages, eq(garages.id, garageId))
    .where(eq(quoteRequests.id, requestId));
  return row?.miles ?? null;
}

/** A quote's breakdown as the API gives it: all three parts, or null for a total only. */
export function breakdownOf(row: {
  partsPence: number | null;
  labourPence: number | null;
  vatPence: number | null;
}) {
  const { partsPence, labourPence, vatPence } = row;
  return partsPence === null || labourPence === null || vatPence === null
    ? null
    : { partsPence, labourPence, vatPence };
}
