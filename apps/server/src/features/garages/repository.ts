import {
  CURSOR_MESSAGE,
  ERROR_CODES,
  type GeoPoint,
  type ListPosition,
  OPEN_REQUEST_STATUSES,
} from "@automobi/domain";
import { and, count, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { inBox, milesFrom, milesToOneDecimal, nearestPage, type Ring } from "../../db/distance.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { oneOf } from "../../db/schema/columns.ts";
import { garages, quoteRequests } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(garages.name, pattern),
    ilike(garages.email, pattern),
    ilike(garages.phone, pattern),
    ilike(garages.address, pattern),
    ilike(garages.contactPerson, pattern),
  );
}

// Counted per listed garage on quotes_garage_id_idx, inside the one statement (no N+1). Written
// out in full: Drizzle leaves column names unqualified in a single-table select.
const quoteCount = sql<number>`(select count(*) from quotes q where q.garage_id = garages.id)`
  .mapWith(Number)
  .as("quote_count");
const acceptedCount =
  sql<number>`(select count(*) from quotes q where q.garage_id = garages.id and q.status = 'accepted')`
    .mapWith(Number)
    .as("accepted_count");

const garageColumns = {
  id: garages.id,
  name: garages.name,
  address: garages.address,
  phone: garages.phone,
  email: garages.email,
  contactPerson: garages.contactPerson,
  specialties: garages.specialties,
  postcode: garages.postcode,
  serviceRadiusMiles: garages.serviceRadiusMiles,
  createdAt: garages.createdAt,
  updatedAt: garages.updatedAt,
};

/** By name, the id breaking ties: garages_name_id_idx, its cursor carrying the name. */
export const GARAGE_LIST_ORDER: KeysetOrder = {
  at: garages.name,
  id: garages.id,
  direction: "asc",
  kind: "text",
};

/** Where a garage not located sorts in a list by distance: after every located one. */
const NOT_LOCATED_MILES = 1_000_000;

/**
 * One keyset page of the directory, with each garage's quote counts: two statements. By name
 * (garages_name_id_idx, the cursor carrying the name), or, `near` a point, nearest first with
 * the distance (the cursor carrying it), the garages not located last. A search is a filter on
 * the rows read in that order.
 */
export async function listGarages(
  db: DbOrTx,
  filter: {
    search?: string;
    near?: GeoPoint | null;
    after: ListPosition | undefined;
    pageSize: number;
  },
) {
  const where = searchCondition(filter.search);
  const counted = db.select({ total: count() }).from(garages).where(where);
  if (!filter.near) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...garageColumns,
          quoteCount,
          acceptedCount,
          cursorAt: keysetCursorAt(GARAGE_LIST_ORDER),
        })
        .from(garages)
        .where(and(where, afterPosition(GARAGE_LIST_ORDER, filter.after)))
        .orderBy(...keysetOrderBy(GARAGE_LIST_ORDER))
        .limit(filter.pageSize + 1),
      counted,
    ]);
    const page = keysetPage(rows, filter.pageSize);
    const items = page.items.map((item) => ({ ...item, distanceMiles: null }));
    return { ...page, items, total: total?.total ?? 0 };
  }
  const sortKey = sql<number>`coalesce(${milesFrom(filter.near, garages)}, ${NOT_LOCATED_MILES}::double precision)`;
  let after: SQL | undefined;
  if (filter.after) {
    const at = Number(filter.after.at);
    if (!Number.isFinite(at))
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, CURSOR_MESSAGE, 400, {
        cursor: CURSOR_MESSAGE,
      });
    after = sql`(${sortKey}, ${garages.id}) > (${at}::double precision, ${filter.after.id}::uuid)`;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...garageColumns,
        quoteCount,
        acceptedCount,
        distanceMiles: sql<
          number | null
        >`${milesToOneDecimal(milesFrom(filter.near, garages))}::double precision`
          .mapWith(Number)
          .as("distance_miles"),
        cursorAt: sql<string>`${sortKey}::text`.as("cursor_at"),
      })
      .from(garages)
      .where(and(where, after))
      .orderBy(sortKey, garages.id)
      .limit(filter.pageSize + 1),
    counted,
  ]);
  return { ...keysetPage(rows, filter.pageSize), total: total?.total ?? 0 };
}

export async function lockGarage(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select(garageColumns)
    .from(garages)
    .where(eq(garages.id, id))
    .for("update");
  return row;
}

export async function garageWithCounts(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ ...garageColumns, quoteCount, acceptedCount })
    .from(garages)
    .where(eq(garages.id, id));
  return row && { ...row, distanceMiles: null };
}

/** Whether another garage has this (lower-case) e-mail. */
export async function emailTakenByAnother(tx: DbOrTx, email: string, id: string) {
  const [row] = await tx
    .select({ id: garages.id })
    .from(garages)
    .where(and(eq(garages.email, email), ne(garages.id, id)));
  return row !== undefined;
}

export async function updateGarage(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof garages.$inferInsert,
      | "name"
      | "address"
      | "phone"
      | "email"
      | "contactPerson"
      | "specialties"
      | "postcode"
      | "serviceRadiusMiles"
      | "latitude"
      | "longitude"
      | "locatedBy"
    >
  >,
) {
  await tx.update(garages).set(values).where(eq(garages.id, id));
}

/** Where a nearest-first page starts: after the row at this distance (exact) and id. */
export interface MilesPosition {
  miles: number;
  id: string;
}

/** The distance a miles cursor carries, or the list's 400 for one it did not write. */
export function milesPosition(after: ListPosition | undefined): MilesPosition | null {
  if (!after) return null;
  const miles = Number(after.at);
  if (!Number.isFinite(miles) || miles < 0)
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, CURSOR_MESSAGE, 400, {
      cursor: CURSOR_MESSAGE,
    });
  return { miles, id: after.id };
}

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
 * miles, the cursor's position (before every row on a first page) and the row limit. The
 * statements are prepared once per database: a page sends values only, and PostgreSQL plans
 * them once, not at every ring of every page.
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
const BEFORE_EVERY_ROW = { miles: -1, id: "00000000-0000-0000-0000-000000000000" };

function ringValues(
  center: GeoPoint,
  ring: Ring,
  after: MilesPosition | null,
  limit: number,
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
    limit,
  };
}

function garagesRingQuery(db: DbOrTx) {
  const miles = milesFrom(RING.center, garages);
  return db
    .select({
      id: garages.id,
      name: garages.name,
      address: garages.address,
      phone: garages.phone,
      email: garages.email,
      postcode: garages.postcode,
      serviceRadiusMiles: garages.serviceRadiusMiles,
      ...distanceColumns(miles),
    })
    .from(garages)
    .where(
      and(
        inBox(garages, RING.box),
        sql`${miles} <= ${RING.miles}`,
        sql`(${miles}, ${garages.id}) > (${RING.afterMiles}, ${RING.afterId})`,
      ),
    )
    .orderBy(miles, garages.id)
    .limit(sql.placeholder("limit"))
    .prepare("garages_near");
}

function openRequestsRingQuery(db: DbOrTx) {
  const miles = milesFrom(RING.center, quoteRequests);
  return db
    .select({
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
    })
    .from(quoteRequests)
    .where(
      and(
        openRequest,
        inBox(quoteRequests, RING.box),
        sql`${miles} <= ${RING.miles}`,
        sql`(${miles}, ${quoteRequests.id}) > (${RING.afterMiles}, ${RING.afterId})`,
      ),
    )
    .orderBy(miles, quoteRequests.id)
    .limit(sql.placeholder("limit"))
    .prepare("open_requests_near");
}

const ringQueries = new WeakMap<
  DbOrTx,
  {
    garages: ReturnType<typeof garagesRingQuery>;
    openRequests: ReturnType<typeof openRequestsRingQuery>;
  }
>();

function ringQueriesOf(db: DbOrTx) {
  let queries = ringQueries.get(db);
  if (!queries) {
    queries = { garages: garagesRingQuery(db), openRequests: openRequestsRingQuery(db) };
    ringQueries.set(db, queries);
  }
  return queries;
}

interface NearFilter {
  center: GeoPoint;
  withinMiles: number;
  after: MilesPosition | null;
  pageSize: number;
}

/** One nearest-first keyset page of a prepared ring statement (`nearestPage`). */
async function nearestKeysetPage<Row extends { id: string; cursorAt: string }>(
  query: { execute: (values: Record<string, unknown>) => Promise<Row[]> },
  filter: NearFilter,
) {
  const { center, after, pageSize } = filter;
  const rows = await nearestPage({
    center,
    withinMiles: filter.withinMiles,
    afterMiles: after?.miles ?? null,
    limit: pageSize + 1,
    read: (ring) => query.execute(ringValues(center, ring, after, pageSize + 1)),
  });
  return keysetPage(rows, pageSize);
}

/**
 * The directory's garages within `withinMiles` of a point, nearest first, a keyset page at a
 * time, read ring by ring on garages_latitude_longitude_idx.
 */
export function garagesNear(db: DbOrTx, filter: NearFilter) {
  return nearestKeysetPage(ringQueriesOf(db).garages, filter);
}

/**
 * The requests a garage can still quote for within `withinMiles` of a point, nearest first, a
 * keyset page at a time, read ring by ring on quote_requests_open_place_idx (partial: open
 * requests only, so closed ones cost nothing however many there are).
 */
export function openRequestsNear(db: DbOrTx, filter: NearFilter) {
  return nearestKeysetPage(ringQueriesOf(db).openRequests, filter);
}

/**
 * A request still open to quotes, its statuses written as constants so that the planner can
 * match the partial index's own predicate.
 */
const openRequest = oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES);

/** A garage's place and service radius, for the requests near it. */
export async function garagePlace(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: garages.id,
      postcode: garages.postcode,
      latitude: garages.latitude,
      longitude: garages.longitude,
      serviceRadiusMiles: garages.serviceRadiusMiles,
    })
    .from(garages)
    .where(eq(garages.id, id));
  return row;
}

/** A request's place and travel distance, for the garages near it. */
export async function requestPlace(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      postcode: quoteRequests.postcode,
      latitude: quoteRequests.latitude,
      longitude: quoteRequests.longitude,
      travelDistance: quoteRequests.travelDistance,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id));
  return row;
}
