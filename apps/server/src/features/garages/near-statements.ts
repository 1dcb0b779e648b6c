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
 * one four times as wide, the last the list's own distance. In a dense city the first ring
 * holds a page; where rows are sparse the statement reads on, and the ring that ends the search
 * holds at most about 16 times the rows of the one before, which held less than a page.
 */
export const GARAGES_FIRST_RING_MILES = 0.5;
export const OPEN_REQUESTS_FIRST_RING_MILES = 0.25;
const RING_GROWTH = 4;

/** The miles beyond the cursor of each ring before the last, which is the list's distance. */
function ringSteps(firstMiles: number): number[] {
  const steps: number[] = [];
  for (let step = firstMiles; step < NEARBY_MILES.max; step *= RING_GROWTH) steps.push(step);
  return steps;
}

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

/**
 * A nearest-first keyset page around an anchor row (a request, a garage), in one prepared
 * statement:
 * - `near_anchor`: the anchor's row, its place and the list's distance;
 * - `ring_k`: the nearest `limit` rows after the cursor within the ring's miles, found on the
 *   place index alone (latitude, longitude and id: an index-only scan of the ring's box), each
 *   distance worked out once in a subquery whose OFFSET keeps the ring's tests and its order from
 *   working it out again;
 * - `near_choice`: the first ring that holds a page or reaches the list's distance. Its CASE
 *   counts the rings in turn, and a CTE is read only when something reads it, so a ring beyond
 *   the one chosen is never read;
 * - the page: the chosen ring's rows (each other ring's branch is gated off by a test on the
 *   choice alone, which PostgreSQL makes before it reads the branch), then those rows by primary
 *   key, each as its item's JSON text. The anchor's row comes beside every row, or alone when
 *   the page is empty; no row at all when there is no such anchor.
 * Every row within r miles lies in the ring of r, so a ring that holds `limit` rows holds the
 * first `limit` of the whole list.
 */
function nearPageQuery(list: NearList, limit: number) {
  const { table } = list;
  const steps = ringSteps(list.firstRingMiles);
  const ringCount = steps.length + 1;
  const ringName = (i: number) => sql.raw(`ring_${i}`);
  const ringMilesOf = (i: number) => sql.raw(`near_anchor.ring_${i}_miles`);
  // Each ring's miles, worked out once with the anchor's row: beyond the cursor by its step,
  // at most the list's distance; the last is the list's distance.
  const ringMiles = [
    ...steps.map(
      (step, i) =>
        sql`least(near_base.within_miles, greatest(${AFTER_MILES}, 0) + ${sql.raw(String(step))}) AS ${sql.raw(`ring_${i + 1}_miles`)}`,
    ),
    sql`near_base.within_miles AS ${sql.raw(`ring_${ringCount}_miles`)}`,
  ];
  const limitText = sql.raw(String(limit));
  const rings = Array.from({ length: ringCount }, (_, k) => {
    const i = k + 1;
    return sql`${ringName(i)} AS (
      SELECT scanned.id, scanned.miles FROM near_anchor CROSS JOIN LATERAL (
        SELECT ${table.id} AS id, ${milesFrom(anchorPlace, table)} AS miles FROM ${table}
        WHERE ${and(list.scope, inBox(table, boxAroundPlace(anchorPlace, ringMilesOf(i))))}
        OFFSET 0) scanned
      WHERE scanned.miles <= ${ringMilesOf(i)}
        AND (scanned.miles, scanned.id) > (near_anchor.after_miles, near_anchor.after_id)
      ORDER BY scanned.miles, scanned.id LIMIT ${limitText})`;
  });
  const choices = Array.from({ length: ringCount - 1 }, (_, k) => {
    const i = k + 1;
    return sql`WHEN ${ringMilesOf(i)} >= near_anchor.within_miles
      OR (SELECT count(*) FROM ${ringName(i)}) >= ${limitText} THEN ${sql.raw(String(i))}`;
  });
  const branches = Array.from(
    { length: ringCount },
    (_, k) =>
      sql`SELECT id, miles FROM ${ringName(k + 1)} WHERE (SELECT ring FROM near_choice) = ${sql.raw(String(k + 1))}`,
  );
  const statement = sql`(WITH near_anchor AS (
      SELECT near_base.*, ${sql.join(ringMiles, sql`, `)},
        ${AFTER_MILES} AS after_miles, ${AFTER_ID} AS after_id
      FROM (${list.anchor}) near_base),
    ${sql.join(rings, sql`, `)},
    near_choice AS (SELECT CASE WHEN near_anchor.latitude IS NULL THEN 0
      ${sql.join(choices, sql` `)} ELSE ${sql.raw(String(ringCount))} END AS ring FROM near_anchor)
    SELECT near_anchor.*, page.id AS item_id, page.miles AS item_miles,
      (page.miles)::text AS cursor_at, ${list.item(sql.raw("page.miles"))} AS item_json
    FROM near_anchor
    LEFT JOIN (${sql.join(branches, sql` UNION ALL `)}) page ON true
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
