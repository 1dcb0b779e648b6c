import { type GeoPoint, OPEN_REQUEST_STATUSES } from "@automobi/domain";
import { type AnyColumn, and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  boxAroundPlace,
  inBox,
  milesFrom,
  milesToOneDecimal,
  type Ring,
} from "../../db/distance.ts";
import { writtenCount } from "../../db/keyset.ts";
import { oneOf } from "../../db/schema/columns.ts";
import { garages, quoteRequests } from "../../db/schema/index.ts";
import type { MilesPosition } from "./near-repository.ts";

// The prepared statements of the directory's near lists (decision 053): a ring around a point,
// and a row with its first ring, for the garages near a request and the open requests near a
// garage.

/**
 * A request still open to quotes, its statuses written as constants so that the planner can
 * match the partial index's own predicate.
 */
const openRequest = oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES);

/** A nearest-first row's sort key (exact) and shown distance (to one decimal). */
function distanceColumns(miles: SQL<number | null>) {
  return {
    cursorAt: sql<string>`(${miles})::text`.as("cursor_at"),
    distanceMiles: sql<number>`${milesToOneDecimal(miles)}::double precision`
      .mapWith(Number)
      .as("distance_miles"),
  };
}

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
};
export const BEFORE_EVERY_ROW = { miles: -1, id: "00000000-0000-0000-0000-000000000000" };

export function ringValues(
  center: GeoPoint,
  ring: Ring,
  after: MilesPosition | null,
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
  };
}

/** A garage as the list of garages near a request shows it. */
function garageRingFields(miles: SQL<number | null>) {
  return {
    id: garages.id,
    name: garages.name,
    address: garages.address,
    phone: garages.phone,
    email: garages.email,
    postcode: garages.postcode,
    serviceRadiusMiles: garages.serviceRadiusMiles,
    ...distanceColumns(miles),
  };
}

/** A request as the list of open requests near a garage shows it. */
function requestRingFields(miles: SQL<number | null>) {
  return {
    id: quoteRequests.id,
    vehicleMake: quoteRequests.vehicleMake,
    vehicleModel: quoteRequests.vehicleModel,
    vehicleRegistration: quoteRequests.vehicleRegistration,
    services: quoteRequests.services,
    status: quoteRequests.status,
    travelDistance: quoteRequests.travelDistance,
    postcode: quoteRequests.postcode,
    createdAt: quoteRequests.createdAt,
    ...distanceColumns(miles),
  };
}

/**
 * The columns of a subquery named as its own selection names them: a ring read as a lateral
 * join beside its anchor row keeps the plain ring statement's fields.
 */
function columnsOf<Ring extends object, Fields extends object>(ring: Ring, fields: Fields) {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, ring[key as keyof Ring]])) as {
    [K in keyof Fields & keyof Ring]: Ring[K];
  };
}

/** The rows in a ring's box within its miles of its point, after the cursor's row. */
function inRing(place: Place, miles: SQL<number | null>, box: Parameters<typeof inBox>[1]) {
  return and(
    inBox(place, box),
    sql`${miles} <= ${RING.miles}`,
    sql`(${miles}, ${place.id}) > (${RING.afterMiles}, ${RING.afterId})`,
  );
}

type Place = { id: AnyColumn; latitude: AnyColumn; longitude: AnyColumn };

function garagesRingQuery(db: DbOrTx, limit: number) {
  const miles = milesFrom(RING.center, garages);
  return db
    .select(garageRingFields(miles))
    .from(garages)
    .where(inRing(garages, miles, RING.box))
    .orderBy(miles, garages.id)
    .limit(writtenCount(limit))
    .prepare(`garages_near_${limit}`);
}

function openRequestsRingQuery(db: DbOrTx, limit: number) {
  const miles = milesFrom(RING.center, quoteRequests);
  return db
    .select(requestRingFields(miles))
    .from(quoteRequests)
    .where(and(openRequest, inRing(quoteRequests, miles, RING.box)))
    .orderBy(miles, quoteRequests.id)
    .limit(writtenCount(limit))
    .prepare(`open_requests_near_${limit}`);
}

/**
 * The garages near a request, the request's own row read in the same statement: its place and
 * travel distance, and the first ring drawn around it (a lateral join on the garages' place
 * index), so a page in a city is one round trip.
 */
function garagesNearRequestQuery(db: DbOrTx, limit: number) {
  const miles = milesFrom(quoteRequests, garages);
  const ring = db
    .select(garageRingFields(miles))
    .from(garages)
    .where(inRing(garages, miles, boxAroundPlace(quoteRequests, RING.miles)))
    .orderBy(miles, garages.id)
    .limit(writtenCount(limit))
    .as("ring");
  return db
    .select({
      anchor: {
        id: quoteRequests.id,
        postcode: quoteRequests.postcode,
        latitude: quoteRequests.latitude,
        longitude: quoteRequests.longitude,
        travelDistance: quoteRequests.travelDistance,
      },
      item: columnsOf(ring, garageRingFields(miles)),
    })
    .from(quoteRequests)
    .leftJoinLateral(ring, sql`true`)
    .where(eq(quoteRequests.id, sql.placeholder("anchorId")))
    .prepare(`garages_near_request_${limit}`);
}

/** The open requests near a garage, the garage's own row read in the same statement. */
function openRequestsNearGarageQuery(db: DbOrTx, limit: number) {
  const miles = milesFrom(garages, quoteRequests);
  const ring = db
    .select(requestRingFields(miles))
    .from(quoteRequests)
    .where(and(openRequest, inRing(quoteRequests, miles, boxAroundPlace(garages, RING.miles))))
    .orderBy(miles, quoteRequests.id)
    .limit(writtenCount(limit))
    .as("ring");
  return db
    .select({
      anchor: {
        id: garages.id,
        postcode: garages.postcode,
        latitude: garages.latitude,
        longitude: garages.longitude,
        serviceRadiusMiles: garages.serviceRadiusMiles,
      },
      item: columnsOf(ring, requestRingFields(miles)),
    })
    .from(garages)
    .leftJoinLateral(ring, sql`true`)
    .where(eq(garages.id, sql.placeholder("anchorId")))
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
