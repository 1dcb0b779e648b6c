import { OPEN_REQUEST_STATUSES } from "@automobi/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { milesFrom, milesToOneDecimal } from "../../db/distance.ts";
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
import { travelReachSql } from "./repository.ts";

// The garage portal's nearby requests as one prepared statement (decision 056): the garage
// user's garage, and the page of open requests near it, newest first.

/** The portal's requests: newest first, the id breaking ties. */
export const NEWEST_FIRST: KeysetOrder = {
  at: quoteRequests.createdAt,
  id: quoteRequests.id,
  direction: "desc",
};

/**
 * The requests near the garage, newest first, as ids, distances and cursors: read on
 * `quote_requests_open_newest_idx` alone (an index-only scan), which holds each open request's
 * age, place and travel distance, so a page reads the index in order until it has found a
 * page's worth and never the rows it passes over. The distance is worked out from the garage's
 * row, an outer reference, so no index of places can serve the statement and its plan is the
 * same for every garage: in a city a page reads about as many entries at 1 M requests as at
 * 10 k; around a garage with few requests near it, it reads the open requests' index through.
 */
function candidatesNearGarage(db: DbOrTx, limit: number, afterCursor: boolean) {
  const exact = milesToOneDecimal(milesFrom(garages, quoteRequests));
  // Each open request in age order with its distance and reach, each worked out once: OFFSET 0
  // keeps the tests below from being copied into the scan, where each would work it out again.
  const scanned = db
    .select({
      id: quoteRequests.id,
      // named apart from the requests' own columns, which the page reads beside them
      createdAt: sql<Date>`${quoteRequests.createdAt}`.as("candidate_at"),
      miles: sql<string>`${exact}`.as("candidate_miles"),
      reach: sql<string | null>`${travelReachSql()}`.as("candidate_reach"),
    })
    .from(quoteRequests)
    .where(
      and(
        // a garage not located or suspended has no page: the scan is never started
        sql`${garages.latitude} IS NOT NULL AND ${garages.suspendedAt} IS NULL`,
        oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES),
        afterCursor
          ? afterPosition(NEWEST_FIRST, {
              at: sql.placeholder("afterAt"),
              id: sql.placeholder("afterId"),
            })
          : undefined,
      ),
    )
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .offset(writtenCount(0))
    .as("scanned");
  return db
    .select({ id: scanned.id, createdAt: scanned.createdAt, miles: scanned.miles })
    .from(scanned)
    .where(
      and(
        sql`${scanned.miles} <= ${garages.serviceRadiusMiles}`,
        sql`(${scanned.reach} IS NULL OR ${scanned.miles} <= ${scanned.reach})`,
      ),
    )
    .orderBy(desc(scanned.createdAt), desc(scanned.id))
    .limit(writtenCount(limit))
    .as("candidates");
}

/**
 * The garage user's garage (undefined when the account is not one's) and, beside it, the page
 * after the cursor: each request as the portal shows it, with its photos' ids and whether the
 * garage has a live quote for it. One round trip, planned once per connection.
 */
function nearbyPageQuery(db: DbOrTx, limit: number, afterCursor: boolean) {
  const c = candidatesNearGarage(db, limit, afterCursor);
  const r = alias(quoteRequests, "r");
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
      vehicleMake: r.vehicleMake,
      vehicleModel: r.vehicleModel,
      vehicleYear: vehicles.year,
      services: r.services,
      description: r.description,
      timeframe: r.timeframe,
      budgetRange: r.budgetRange,
      postcode: r.postcode,
      distanceMiles: sql<number>`${c.miles}::double precision`,
      createdAt: r.createdAt,
      // on quotes_quote_request_id_created_at_idx, for the page's rows alone
      quoted: sql<boolean>`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.quoteRequestId} = ${c.id}
        AND ${quotes.garageId} = ${garages.id} AND ${quotes.status} IN ('pending', 'accepted'))`,
      // in the order of request_photos_quote_request_id_created_at_idx (each photo is stamped
      // after the last)
      photoIds: sql<string[]>`ARRAY(SELECT ${requestPhotos.id} FROM ${requestPhotos}
        WHERE ${requestPhotos.quoteRequestId} = ${c.id} ORDER BY ${requestPhotos.createdAt})`,
      cursorAt: sql<string>`to_char(${c.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(garageUsers)
    .innerJoin(garages, eq(garages.id, garageUsers.garageId))
    .leftJoinLateral(c, sql`true`)
    .leftJoin(r, eq(r.id, c.id))
    .leftJoin(vehicles, eq(vehicles.id, r.vehicleId))
    .where(eq(garageUsers.userId, sql.placeholder("userId")))
    .orderBy(desc(c.createdAt), desc(c.id))
    .prepare(`garage_nearby_requests_${afterCursor ? "after" : "first"}_${limit}`);
}

/**
 * The statements prepared on each database, one per page size for the first page and one for
 * the pages after a cursor: the limit is written into the statement and the first page has no
 * cursor to compare, so PostgreSQL costs one plan for every garage and keeps it. (With the
 * limit, or an "infinite" cursor, sent as a value, the plan it could keep looks dearer than one
 * made for the values, and it plans the statement again at every execution.)
 */
const prepared = new WeakMap<DbOrTx, Map<string, ReturnType<typeof nearbyPageQuery>>>();

/**
 * The garage of `userId` and the `limit` requests near it after `after` (the first page's
 * when none): no rows when the account is not a garage's, one row with a null `id` when the
 * garage has none to show.
 */
export async function nearbyPageOfUser(
  db: DbOrTx,
  userId: string,
  after: { at: string; id: string } | undefined,
  limit: number,
) {
  let byKey = prepared.get(db);
  if (!byKey) {
    byKey = new Map();
    prepared.set(db, byKey);
  }
  const key = `${after ? "after" : "first"} ${limit}`;
  let query = byKey.get(key);
  if (!query) {
    query = nearbyPageQuery(db, limit, after !== undefined);
    byKey.set(key, query);
  }
  return query.execute(after ? { userId, afterAt: after.at, afterId: after.id } : { userId });
}
