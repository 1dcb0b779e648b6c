import { type GeoPoint, OPEN_REQUEST_STATUSES } from "@automobi/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { boxAroundPlace, inBox, milesFrom, type Ring, travelReachSql } from "../../db/distance.ts";
import { writtenCount } from "../../db/keyset.ts";
import { oneOf } from "../../db/schema/columns.ts";
import { garages, quoteRequests } from "../../db/schema/index.ts";
import { garageItem, requestItem } from "./near-items.ts";
import type { MilesPosition } from "./near-repository.ts";

// The prepared statements of the directory's near lists (decision 053): a ring around a point,
// and a row with its first ring, for the garages near a request and the open requests near a
// garage.

/**
 * A request still open to quotes, its statuses written as constants so that the planner can
 * match the partial index's own predicate.
 */
const openRequest = oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES);

/** A nearest-first row's sort key: its exact distance, as the cursor carries it. */
const cursorAtOf = (miles: SQL.Aliased<number | null>) =>
  sql<string>`(${miles})::text`.as("cursor_at");

/**
 * A nearest-first ring statement's values, as placeholders: the point, the ring's box and
 * miles and the cursor's position (before every row on a first page); the row limit is written
 * into the statement. The statements are prepared once per database and page size: a page
 * sends values only, and PostgreSQL plans them once, not at every ring of every page.
 */
const at = (name: string) => sql`${sql.placeholder(name)}::double precision`;
const RING = {
  center: { latitude: at("lat"), longitude: at("lng") },
  box: {
    minLatitude: at("minLat"),
    maxLatitude: at("maxLat"),
    minLongitude: at("minLng"),
    maxLongitude: at("maxLng"),
  },
  miles: at("miles"),
  afterMiles: at("afterMiles"),
  afterId: sql`${sql.placeholder("afterId")}::uuid`,
  /** The customer's travel distance in miles, null for "anywhere" (garages near a request). */
  reach: sql`${sql.placeholder("reach")}::numeric`,
};
export const BEFORE_EVERY_ROW = { miles: -1, id: "00000000-0000-0000-0000-000000000000" };

export function ringValues(
  center: GeoPoint,
  ring: Ring,
  after: MilesPosition | null,
  reach: number | null = null,
): Record<string, unknown> {
  const { box } = ring;
  const from = after ?? BEFORE_EVERY_ROW;
  return {
    lat: center.latitude,
    lng: center.longitude,
    minLat: box.minLatitude,
    maxLat: box.maxLatitude,
    minLng: box.minLongitude,
    maxLng: box.maxLongitude,
    miles: ring.miles,
    afterMiles: from.miles,
    afterId: from.id,
    reach,
  };
}

/**
 * A ring's nearest rows as ids and exact distances, read from the place index alone (it holds
 * each row's latitude, longitude and id: an index-only scan), so that of the few hundred rows
 * a half-mile box holds in a dense city only the page's are then read from the table. Each
 * row's distance is worked out once, in a subquery whose OFFSET keeps the ring's tests (within
 * its miles, after the cursor) and the order from working it out again.
 */
function nearestIds(
  db: DbOrTx,
  table: typeof garages | typeof quoteRequests,
  inScope: SQL | undefined,
  center: Parameters<typeof milesFrom>[0],
  limit: number,
) {
  const scanned = db
    .select({ id: table.id, miles: sql<number>`${milesFrom(center, table)}`.as("scanned_miles") })
    .from(table)
    .where(inScope)
    .offset(writtenCount(0))
    .as("scanned");
  return db
    .select({ id: scanned.id, miles: sql<number | null>`${scanned.miles}`.as("ring_miles") })
    .from(scanned)
    .where(
      and(
        sql`${scanned.miles} <= ${RING.miles}`,
        sql`(${scanned.miles}, ${scanned.id}) > (${RING.afterMiles}, ${RING.afterId})`,
      ),
    )
    .orderBy(scanned.miles, scanned.id)
    .limit(writtenCount(limit))
    .as("nearest");
}

/** What a ring's statement answers for each row: its id, its cursor and its item's JSON text. */
export interface NearRow {
  id: string;
  cursorAt: string;
  json: string;
}

/**
 * A ring's page: its nearest ids, then the rows they name, each as its item's JSON text. The
 * table is named again in a scope of its own: `nearest` reads it (and its anchor, an outer row)
 * apart.
 */
function garagesOfRing(db: DbOrTx, nearest: ReturnType<typeof nearestIds>, reach: SQL) {
  return db
    .select({
      id: garages.id,
      cursorAt: cursorAtOf(nearest.miles),
      json: sql<string>`${garageItem(garages, sql`${nearest.miles}`, reach)}`.as("item_json"),
      ringMiles: nearest.miles,
    })
    .from(nearest)
    .innerJoin(garages, eq(garages.id, nearest.id));
}

function requestsOfRing(db: DbOrTx, nearest: ReturnType<typeof nearestIds>) {
  return db
    .select({
      id: quoteRequests.id,
      cursorAt: cursorAtOf(nearest.miles),
      json: sql<string>`${requestItem(quoteRequests, sql`${nearest.miles}`)}`.as("item_json"),
      ringMiles: nearest.miles,
    })
    .from(nearest)
    .innerJoin(quoteRequests, eq(quoteRequests.id, nearest.id));
}

type RingSubquery = ReturnType<ReturnType<typeof garagesOfRing>["as"]>;

/** A ring's rows as the list reads them: nearest first, the id breaking ties. */
function ringRows(db: DbOrTx, ring: RingSubquery) {
  return db
    .select({ id: ring.id, cursorAt: ring.cursorAt, json: ring.json })
    .from(ring)
    .orderBy(ring.ringMiles, ring.id);
}

function garagesRingQuery(db: DbOrTx, limit: number) {
  const nearest = nearestIds(db, garages, inBox(garages, RING.box), RING.center, limit);
  return ringRows(db, garagesOfRing(db, nearest, RING.reach).as("ring")).prepare(
    `garages_near_${limit}`,
  );
}

function openRequestsRingQuery(db: DbOrTx, limit: number) {
  const nearest = nearestIds(
    db,
    quoteRequests,
    and(openRequest, inBox(quoteRequests, RING.box)),
    RING.center,
    limit,
  );
  return ringRows(db, requestsOfRing(db, nearest).as("ring")).prepare(
    `open_requests_near_${limit}`,
  );
}

/**
 * The garages near a request, the request's own row read in the same statement: its place and
 * travel distance, and the first ring drawn around it (a lateral join on the garages' place
 * index), so a page in a city is one round trip.
 */
function garagesNearRequestQuery(db: DbOrTx, limit: number) {
  const nearest = nearestIds(
    db,
    garages,
    inBox(garages, boxAroundPlace(quoteRequests, RING.miles)),
    quoteRequests,
    limit,
  );
  const reach = travelReachSql(quoteRequests.travelDistance);
  const ring = garagesOfRing(db, nearest, reach).as("ring");
  return db
    .select({
      anchor: {
        id: quoteRequests.id,
        postcode: quoteRequests.postcode,
        latitude: quoteRequests.latitude,
        longitude: quoteRequests.longitude,
        travelDistance: quoteRequests.travelDistance,
      },
      item: { id: ring.id, cursorAt: ring.cursorAt, json: ring.json },
    })
    .from(quoteRequests)
    .leftJoinLateral(ring, sql`true`)
    .where(eq(quoteRequests.id, sql.placeholder("anchorId")))
    .orderBy(ring.ringMiles, ring.id)
    .prepare(`garages_near_request_${limit}`);
}

/** The open requests near a garage, the garage's own row read in the same statement. */
function openRequestsNearGarageQuery(db: DbOrTx, limit: number) {
  const nearest = nearestIds(
    db,
    quoteRequests,
    and(openRequest, inBox(quoteRequests, boxAroundPlace(garages, RING.miles))),
    garages,
    limit,
  );
  const ring = requestsOfRing(db, nearest).as("ring");
  return db
    .select({
      anchor: {
        id: garages.id,
        postcode: garages.postcode,
        latitude: garages.latitude,
        longitude: garages.longitude,
        serviceRadiusMiles: garages.serviceRadiusMiles,
      },
      item: { id: ring.id, cursorAt: ring.cursorAt, json: ring.json },
    })
    .from(garages)
    .leftJoinLateral(ring, sql`true`)
    .where(eq(garages.id, sql.placeholder("anchorId")))
    .orderBy(ring.ringMiles, ring.id)
    .prepare(`open_requests_near_garage_${limit}`);
}

/**
 * The statements prepared on each database, one set per page size: the limit is written into
 * each statement (`writtenCount`), so PostgreSQL keeps one plan for it.
 */
const preparedQueries = new WeakMap<DbOrTx, Map<number, ReturnType<typeof prepareNearQueries>>>();

function prepareNearQueries(db: DbOrTx, limit: number) {
  return {
    garages: garagesRingQuery(db, limit),
    openRequests: openRequestsRingQuery(db, limit),
    garagesNearRequest: garagesNearRequestQuery(db, limit),
    openRequestsNearGarage: openRequestsNearGarageQuery(db, limit),
  };
}

export function nearQueriesOf(db: DbOrTx, limit: number) {
  let byLimit = preparedQueries.get(db);
  if (!byLimit) {
    byLimit = new Map();
    preparedQueries.set(db, byLimit);
  }
  let queries = byLimit.get(limit);
  if (!queries) {
    queries = prepareNearQueries(db, limit);
    byLimit.set(limit, queries);
  }
  return queries;
}
