import { NEARBY_MILES, OPEN_REQUEST_STATUSES } from "@automobi/domain";
import { and, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { boxAroundPlace, inBox, milesFrom, type Place, travelReachSql } from "../../db/distance.ts";
import { oneOf } from "../../db/schema/columns.ts";
import { garages, quoteRequests } from "../../db/schema/index.ts";
import { garageItem, requestItem } from "./near-items.ts";

// The prepared statements of the directory's near lists (decision 053): the garages near a
// request and the open requests near a garage, each page one statement, whose rings are read
// in turn until one holds the page.

/**
 * How a nearest-first page looks further: a first ring beyond the cursor (half a mile for
 * garages, a quarter for open requests, which a city holds several times more of), each next
 * one four times as wide, until a ring reaches the list's own distance. In a dense city the
 * first ring holds a page; where rows are sparse the statement reads on, and the ring that ends
 * the search holds at most about 16 times the rows of the one before, which held less than a
 * page.
 */
export const GARAGES_FIRST_RING_MILES = 0.5;
export const OPEN_REQUESTS_FIRST_RING_MILES = 0.25;
const RING_GROWTH = 4;

/** A request still open to quotes, its statuses written so the partial index matches. */
const openRequest = oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES);

/** The values a page sends: the row it is drawn around, its distance and the cursor. */
const ANCHOR_ID = sql`${sql.placeholder("anchorId")}::uuid`;
/** The list's distance when the caller names one (null: the anchor's own). */
const WITHIN = sql`${sql.placeholder("withinMiles")}::double precision`;
const AFTER_MILES = sql`${sql.placeholder("afterMiles")}::double precision`;
const AFTER_ID = sql`${sql.placeholder("afterId")}::uuid`;

/** The first page's cursor: before every row. */
export const BEFORE_EVERY_ROW = { miles: -1, id: "00000000-0000-0000-0000-000000000000" };

/** The anchor's row as the statement names it, in its `near_anchor` CTE. */
const anchorPlace: Place = {
  latitude: sql.raw("near_anchor.latitude"),
  longitude: sql.raw("near_anchor.longitude"),
};

interface NearList {
  /** The prepared statement's name, before its page size. */
  name: string;
  /** The anchor's row: its columns (id, postcode, latitude, longitude, within_miles, …). */
  anchor: SQL;
  table: typeof garages | typeof quoteRequests;
  /** Which of the table's rows the list holds, beside its place. */
  scope?: SQL;
  firstRingMiles: number;
  /** An item's JSON text, from the table's row (named as the table) and its exact miles. */
  item: (miles: SQL) => SQL;
}

/** A ring's row as the statement names it: its miles and its box's corners. */
const ringBox = (ring: string) => ({
  minLatitude: sql.raw(`${ring}.min_latitude`),
  maxLatitude: sql.raw(`${ring}.max_latitude`),
  minLongitude: sql.raw(`${ring}.min_longitude`),
  maxLongitude: sql.raw(`${ring}.max_longitude`),
});

/**
 * A nearest-first keyset page around an anchor row (a request, a garage), in one prepared
 * statement:
 * - `near_anchor`: the anchor's row, its place, the list's distance and the cursor;
 * - `near_rings`: the rings in turn, as a recursive CTE, each row one ring: its miles (beyond
 *   the cursor, at most the list's distance), its box's corners (worked out once, so the place
 *   index's conditions are plain values), and whether it ends the search: it reaches the list's
 *   distance, or holds `limit` rows after the cursor, counted on the place index alone (an
 *   index-only scan of its box, stopping at `limit`). The recursion stops at the first ring that
 *   ends it, so no ring beyond is read, and its plan is one ring's, run again for each: a ring
 *   not read costs nothing (decision 053);
 * - the page: the nearest `limit` rows after the cursor in that last ring, from the place
 *   index, each distance worked out once in a subquery whose OFFSET keeps the tests and the
 *   order from working it out again; then those rows by primary key, each as its item's JSON
 *   text. The anchor's row comes beside every row, or alone when the page is empty; no row at
 *   all when there is no such anchor.
 * Every row within r miles lies in the ring of r, so a ring that holds `limit` rows holds the
 * first `limit` of the whole list.
 */
function nearPageQuery(list: NearList, limit: number) {
  const { table } = list;
  const limitText = sql.raw(String(limit));
  /** The table's rows in a ring's box, each with its exact miles from the anchor. */
  const scanned = (ring: string) => sql`(
      SELECT ${table.id} AS id, ${milesFrom(anchorPlace, table)} AS miles FROM ${table}
      WHERE ${and(list.scope, inBox(table, ringBox(ring)))}
      OFFSET 0) scanned`;
  const inRing = (ring: string) => sql`scanned.miles <= ${sql.raw(ring)}.miles
      AND (scanned.miles, scanned.id) > (near_anchor.after_miles, near_anchor.after_id)`;
  // The next ring's miles: its step beyond the cursor, at most the list's distance.
  const nextMiles = sql`least(near_anchor.within_miles, greatest(near_anchor.after_miles, 0)
    + ${sql.raw(String(list.firstRingMiles))} * power(${sql.raw(String(RING_GROWTH))}, near_rings.k))`;
  const box = boxAroundPlace(anchorPlace, sql.raw("next_ring.miles"));
  const statement = sql`(WITH RECURSIVE near_anchor AS (
      SELECT near_base.*, ${AFTER_MILES} AS after_miles, ${AFTER_ID} AS after_id
      FROM (${list.anchor}) near_base),
    near_rings (k, miles, min_latitude, max_latitude, min_longitude, max_longitude, last) AS (
      SELECT 0, -1::double precision, 0::double precision, 0::double precision,
        0::double precision, 0::double precision, false
      UNION ALL
      SELECT near_rings.k + 1, ring.*, ring.miles >= near_anchor.within_miles OR (
        SELECT count(*) FROM (SELECT 1 FROM ${scanned("ring")} WHERE ${inRing("ring")}
          LIMIT ${limitText}) counted) >= ${limitText}
      FROM near_rings CROSS JOIN near_anchor CROSS JOIN LATERAL (
        SELECT next_ring.miles, ${box.minLatitude} AS min_latitude,
          ${box.maxLatitude} AS max_latitude, ${box.minLongitude} AS min_longitude,
          ${box.maxLongitude} AS max_longitude
        FROM (SELECT ${nextMiles} AS miles) next_ring OFFSET 0) ring
      WHERE NOT near_rings.last AND near_anchor.latitude IS NOT NULL)
    SELECT near_anchor.*, page.id AS item_id, page.miles AS item_miles,
      (page.miles)::text AS cursor_at, ${list.item(sql.raw("page.miles"))} AS item_json
    FROM near_anchor
    LEFT JOIN (
      SELECT scanned.id, scanned.miles
      FROM near_anchor CROSS JOIN (SELECT * FROM near_rings WHERE last) chosen
      CROSS JOIN LATERAL ${scanned("chosen")}
      WHERE ${inRing("chosen")}
      ORDER BY scanned.miles, scanned.id LIMIT ${limitText}) page ON true
    LEFT JOIN ${table} ON ${table.id} = page.id) AS near_page`;
  return { statement, name: `${list.name}_${limit}` };
}

/** What a page's statement answers for each row: the anchor, and an item when there is one. */
const itemFields = {
  id: sql<string | null>`near_page.item_id`,
  cursorAt: sql<string | null>`near_page.cursor_at`,
  json: sql<string | null>`near_page.item_json`,
};
const order = sql`near_page.item_miles, near_page.item_id`;

/** The anchor's postcode, place and the list's distance, as `near_anchor` names them. */
const anchorFields = {
  id: sql<string>`near_page.id`,
  latitude: sql<number | null>`near_page.latitude`,
  longitude: sql<number | null>`near_page.longitude`,
  withinMiles: sql<number>`near_page.within_miles`,
};

/**
 * The garages near a request: the request's place and travel distance; the list reaches as far
 * as the caller asks, else as far as the customer would travel, else the most a list reaches.
 */
function garagesNearRequestQuery(db: DbOrTx, limit: number) {
  const q = quoteRequests;
  const { statement, name } = nearPageQuery(
    {
      name: "garages_near_request",
      anchor: sql`SELECT ${q.id} AS id, ${q.postcode} AS postcode, ${q.latitude} AS latitude,
        ${q.longitude} AS longitude, ${q.travelDistance} AS travel_distance,
        coalesce(${WITHIN}, ${travelReachSql(q.travelDistance)}::double precision,
          ${sql.raw(String(NEARBY_MILES.max))})::double precision AS within_miles
        FROM ${q} WHERE ${q.id} = ${ANCHOR_ID}`,
      table: garages,
      firstRingMiles: GARAGES_FIRST_RING_MILES,
      item: (miles) =>
        garageItem(garages, miles, travelReachSql(sql.raw("near_anchor.travel_distance"))),
    },
    limit,
  );
  return db
    .select({
      anchor: {
        ...anchorFields,
        postcode: sql<string>`near_page.postcode`,
        travelDistance: sql<string>`near_page.travel_distance`,
      },
      item: itemFields,
    })
    .from(statement)
    .orderBy(order)
    .prepare(name);
}

/** The open requests near a garage: as far as the caller asks, else its service radius. */
function openRequestsNearGarageQuery(db: DbOrTx, limit: number) {
  const g = garages;
  const { statement, name } = nearPageQuery(
    {
      name: "open_requests_near_garage",
      anchor: sql`SELECT ${g.id} AS id, ${g.postcode} AS postcode, ${g.latitude} AS latitude,
        ${g.longitude} AS longitude,
        coalesce(${WITHIN}, ${g.serviceRadiusMiles})::double precision AS within_miles
        FROM ${g} WHERE ${g.id} = ${ANCHOR_ID}`,
      table: quoteRequests,
      scope: openRequest,
      firstRingMiles: OPEN_REQUESTS_FIRST_RING_MILES,
      item: (miles) => requestItem(quoteRequests, miles),
    },
    limit,
  );
  return db
    .select({
      anchor: { ...anchorFields, postcode: sql<string | null>`near_page.postcode` },
      item: itemFields,
    })
    .from(statement)
    .orderBy(order)
    .prepare(name);
}

/**
 * The statements prepared on each database, one set per page size: the limit is written into
 * each statement, so PostgreSQL keeps one plan for it.
 */
const preparedQueries = new WeakMap<DbOrTx, Map<number, ReturnType<typeof prepareNearQueries>>>();

function prepareNearQueries(db: DbOrTx, limit: number) {
  return {
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
