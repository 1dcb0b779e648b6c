import { garagePhotoUrl, OPEN_REQUEST_STATUSES } from "@automobi/domain";
import { garageNearbyRequest } from "@automobi/domain/schemas";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import {
  boxAroundPlace,
  inBox,
  milesFrom,
  milesToOneDecimal,
  outwardCodeSql,
  travelReachSql,
} from "../../db/distance.ts";
import {
  jsonObject,
  jsonPlain,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
} from "../../db/json-text.ts";
import { afterPosition, type KeysetOrder, writtenCount } from "../../db/keyset.ts";
import { oneOf } from "../../db/schema/columns.ts";
import {
  garages,
  garageUsers,
  quoteRequests,
  quotes,
  requestPhotos,
  vehicles,
} from "../../db/schema/index.ts";

// The garage portal's nearby requests as one prepared statement (decision 056): the garage
// user's garage, and the page of open requests near it, newest first.

/** The portal's requests: newest first, the id breaking ties. */
export const NEWEST_FIRST: KeysetOrder = {
  at: quoteRequests.createdAt,
  id: quoteRequests.id,
  direction: "desc",
};

/**
 * How a page is read. `newest`: the open requests' age index in order, at most
 * `NEWEST_SCAN_CAP` entries, which fills a page where requests are dense whatever the table's
 * size. `box`: the open requests in the box around the garage, a range of the index of their
 * places, then sorted; for a garage the first read left short of a page (few requests near it,
 * or the last page), where the box holds few.
 */
type Read = "newest" | "box";

/** The most entries of the age index one page reads before the box is read instead. */
export const NEWEST_SCAN_CAP = 1_000;

/**
 * `round(miles, 1) <= limit`, the rule the lists compare distances by, with the numeric
 * rounding left to the few distances within a twentieth of a mile of the limit (`limit` is a
 * whole number of miles): the others are decided on the double as it is, for the same answer.
 */
function withinAtOneDecimal(miles: SQL, limit: SQL): SQL {
  return sql`(${miles} <= ${limit} + 0.04 OR (${miles} < ${limit} + 0.06
    AND ${milesToOneDecimal(miles)} <= ${limit}))`;
}

/**
 * The requests near the garage, newest first, as ids, distances and cursors: read on
 * `quote_requests_open_newest_idx` alone (an index-only scan), which holds each open request's
 * age, place and travel distance, so a page reads the index in order until it has found a
 * page's worth and never the rows it passes over. The distance is worked out from the garage's
 * row, an outer reference, so no index of places can serve the statement and its plan is the
 * same for every garage: in a city a page reads about as many entries at 1 M requests as at
 * 10 k. Around a garage with few requests near it, the read stops after `NEWEST_SCAN_CAP`
 * entries and the box is read instead (`read`, `nearbyPageOfUser`).
 */
function candidatesNearGarage(db: DbOrTx, limit: number, afterCursor: boolean, read: Read) {
  const exact = milesFrom(garages, quoteRequests);
  // Each open request in age order with its exact distance and its reach, each worked out
  // once: the subquery's LIMIT or OFFSET keeps the tests below from being copied into the scan,
  // where each would work it out again.
  const scan = db
    .select({
      id: quoteRequests.id,
      // named apart from the requests' own columns, which the page reads beside them
      createdAt: sql<Date>`${quoteRequests.createdAt}`.as("candidate_at"),
      miles: sql<number>`${exact}`.as("candidate_miles"),
      reach: sql<string | null>`${travelReachSql(quoteRequests.travelDistance)}`.as(
        "candidate_reach",
      ),
    })
    .from(quoteRequests)
    .where(
      and(
        // a garage not located or suspended has no page: the scan is never started
        sql`${garages.latitude} IS NOT NULL AND ${garages.suspendedAt} IS NULL`,
        oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES),
        read === "box"
          ? inBox(
              quoteRequests,
              boxAroundPlace(garages, sql`${garages.serviceRadiusMiles}::double precision`),
            )
          : undefined,
        afterCursor
          ? afterPosition(NEWEST_FIRST, {
              at: sql.placeholder("afterAt"),
              id: sql.placeholder("afterId"),
            })
          : undefined,
      ),
    )
    .$dynamic();
  // Newest first, at most the cap; or the box's rows in any order, the page sorting them (so
  // that the scan is the place index's range, not the age index's whole length).
  const scanned = (
    read === "newest"
      ? scan
          .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
          .limit(writtenCount(NEWEST_SCAN_CAP))
      : scan.offset(writtenCount(0))
  ).as("scanned");
  return db
    .select({
      id: scanned.id,
      createdAt: scanned.createdAt,
      miles: sql<string>`${milesToOneDecimal(sql`${scanned.miles}`)}`.as("candidate_shown_miles"),
    })
    .from(scanned)
    .where(
      and(
        withinAtOneDecimal(sql`${scanned.miles}`, sql`${garages.serviceRadiusMiles}`),
        sql`(${scanned.reach} IS NULL OR ${withinAtOneDecimal(sql`${scanned.miles}`, sql`${scanned.reach}`)})`,
      ),
    )
    .orderBy(desc(scanned.createdAt), desc(scanned.id))
    .limit(writtenCount(limit))
    .as("candidates");
}

/** A photo of the page's request, as JSON text, with the portal's URL for its bytes. */
const photoShape = garageNearbyRequest.shape.photos.element.shape;

/**
 * The garage user's garage (undefined when the account is not one's) and, beside it, the page
 * after the cursor: each request as its JSON text (decision 026), written by PostgreSQL as the
 * contract's encoder would write it, with its photos and whether the garage has a live quote
 * for it. One round trip, planned once per connection.
 */
function nearbyPageQuery(db: DbOrTx, limit: number, afterCursor: boolean, read: Read) {
  const c = candidatesNearGarage(db, limit, afterCursor, read);
  const r = alias(quoteRequests, "r");
  const photos = sql`'[' || coalesce((SELECT string_agg(${jsonObject(photoShape, {
    id: jsonPlain(requestPhotos.id),
    url: sql`'"' || ${garagePhotoUrl("")}::text || ${requestPhotos.id} || '"'`,
  })}, ',' ORDER BY ${requestPhotos.createdAt}) FROM ${requestPhotos}
    WHERE ${requestPhotos.quoteRequestId} = ${r.id}), '') || ']'`;
  const item = jsonObject(garageNearbyRequest.shape, {
    id: jsonPlain(r.id),
    vehicleMake: jsonString(r.vehicleMake),
    vehicleModel: jsonString(r.vehicleModel),
    vehicleYear: orNull(jsonScalar(vehicles.year)),
    services: jsonString(r.services),
    description: jsonString(r.description),
    timeframe: jsonPlain(r.timeframe),
    budgetRange: jsonPlain(r.budgetRange),
    outwardCode: jsonString(outwardCodeSql(r.postcode)),
    distanceMiles: sql`trim_scale(${c.miles})::text`,
    createdAt: jsonTime(r.createdAt),
    // on quotes_quote_request_id_created_at_idx, for the page's rows alone
    quoted: jsonScalar(sql`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.quoteRequestId} = ${r.id}
      AND ${quotes.garageId} = ${garages.id} AND ${quotes.status} IN ('pending', 'accepted'))`),
    // in the order of request_photos_quote_request_id_created_at_idx (each photo is stamped
    // after the last)
    photos,
  });
  return db
    .select({
      garage: {
        id: garages.id,
        latitude: garages.latitude,
        longitude: garages.longitude,
        serviceRadiusMiles: garages.serviceRadiusMiles,
        suspendedAt: garages.suspendedAt,
      },
      id: c.id,
      item: sql<string | null>`${item}`,
      cursorAt: sql<string>`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(garageUsers)
    .innerJoin(garages, eq(garages.id, garageUsers.garageId))
    .leftJoinLateral(c, sql`true`)
    .leftJoin(r, eq(r.id, c.id))
    .leftJoin(vehicles, eq(vehicles.id, r.vehicleId))
    .where(eq(garageUsers.userId, sql.placeholder("userId")))
    .orderBy(desc(c.createdAt), desc(c.id))
    .prepare(`garage_nearby_requests_${read}_${afterCursor ? "after" : "first"}_${limit}`);
}

/**
 * The statements prepared on each database, one per page size for the first page and one for
 * the pages after a cursor: the limit is written into the statement and the first page has no
 * cursor to compare, so PostgreSQL costs one plan for every garage and keeps it. (With the
 * limit, or an "infinite" cursor, sent as a value, the plan it could keep looks dearer than one
 * made for the values, and it plans the statement again at every execution.)
 */
const prepared = new WeakMap<DbOrTx, Map<string, ReturnType<typeof nearbyPageQuery>>>();

/** The prepared statement for this way of reading, page and limit, made once per database. */
function statementFor(db: DbOrTx, limit: number, afterCursor: boolean, read: Read) {
  let byKey = prepared.get(db);
  if (!byKey) {
    byKey = new Map();
    prepared.set(db, byKey);
  }
  const key = `${read} ${afterCursor ? "after" : "first"} ${limit}`;
  let query = byKey.get(key);
  if (!query) {
    query = nearbyPageQuery(db, limit, afterCursor, read);
    byKey.set(key, query);
  }
  return query;
}

/**
 * The garage of `userId` and the `limit` requests near it after `after` (the first page's
 * when none): no rows when the account is not a garage's, one row with a null `id` when the
 * garage has none to show. Read newest first from the age index; a read left short of the
 * limit (the cap reached, or no more requests) is done again from the box, which then holds
 * few, so a garage with few requests near it is not read across every open request.
 */
export async function nearbyPageOfUser(
  db: DbOrTx,
  userId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
) {
  const values = after ? { userId, afterAt: after.at, afterId: after.id } : { userId };
  const newest = await statementFor(db, limit, after !== undefined, "newest").execute(values);
  const garage = newest[0]?.garage;
  // No garage, or one with no page to show (not located, suspended): nothing more to read.
  if (!garage || garage.latitude === null || garage.suspendedAt !== null) return newest;
  if (newest.filter((row) => row.id !== null).length >= limit) return newest;
  return statementFor(db, limit, after !== undefined, "box").execute(values);
}
