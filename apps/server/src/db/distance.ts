import {
  BOX_MARGIN,
  boxAround,
  EARTH_RADIUS_MILES,
  type GeoBox,
  type GeoPoint,
  MILES_PER_DEGREE,
  TRAVEL_DISTANCES,
  travelReachMiles,
} from "@automobi/domain";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** Where a row's place is: its latitude and longitude columns. */
export interface Place {
  latitude: AnyColumn | SQL;
  longitude: AnyColumn | SQL;
}

/**
 * The great-circle distance in miles from `point` (a point, or another row's place) to a row's
 * place (haversine, as `milesBetween` computes it), null when either is not located. Plain SQL
 * functions: both engines have them, no extension needed.
 */
export function milesFrom(point: GeoPoint | Place, place: Place): SQL<number | null> {
  const constant = typeof point.latitude === "number";
  const lat = constant ? sql`${point.latitude}::double precision` : sql`${point.latitude}`;
  const lon = constant ? sql`${point.longitude}::double precision` : sql`${point.longitude}`;
  // least() skips a null, so an unplaced row (or point) is tested first.
  return sql<number | null>`(CASE WHEN ${place.latitude} IS NULL OR ${lat} IS NULL THEN NULL ELSE
    2 * ${EARTH_RADIUS_MILES}::double precision * asin(least(1, sqrt(
      power(sin(radians(${place.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${place.latitude}))
        * power(sin(radians(${place.longitude} - ${lon}) / 2), 2))))
    END)`;
}

/**
 * Miles to one decimal, as a numeric: every distance the API gives is rounded here, so a list,
 * an answer and the directory agree to the tenth.
 */
export function milesToOneDecimal(miles: SQL): SQL<string> {
  return sql<string>`round((${miles})::numeric, 1)`;
}

/**
 * A customer's travel distance in miles, in SQL: the same table as `travelReachMiles` (null
 * for "anywhere").
 */
export function travelReachSql(travelDistance: AnyColumn | SQL): SQL<number | null> {
  const cases = TRAVEL_DISTANCES.flatMap((value) => {
    const miles = travelReachMiles(value);
    // Written into the statement, not sent as values: our own constants (a travel distance is
    // a slug of letters, digits and hyphens), which a prepared statement's plan can fold.
    if (miles === null) return [];
    if (!/^[a-z0-9-]+$/.test(value) || !Number.isFinite(miles)) throw new Error(value);
    return [sql.raw(`WHEN '${value}' THEN ${miles}::numeric`)];
  });
  return sql<number | null>`(CASE ${travelDistance} ${sql.join(cases, sql` `)} END)`;
}

/**
 * `withinTravelDistance` in SQL: miles to one decimal within the reach (a number of miles, or
 * null for "anywhere"); a row not located (null miles) counts as within.
 */
export function withinReachSql(miles: SQL, reach: SQL): SQL<boolean> {
  return sql<boolean>`(${miles} IS NULL OR ${reach} IS NULL OR ${milesToOneDecimal(miles)} <= ${reach})`;
}

/**
 * `outwardCode` in SQL, on a stored postcode (the forms store it normalised, "SW1A 1AA"; one
 * without its space all the same): the postcode less its inward code, in capitals.
 */
export function outwardCodeSql(postcode: AnyColumn | SQL): SQL<string> {
  return sql<string>`(CASE WHEN strpos(${postcode}, ' ') > 0
    THEN split_part(upper(${postcode}), ' ', 1) ELSE left(upper(${postcode}), -3) END)`;
}

/** A box's corners as numbers, or as SQL (a prepared statement's placeholders). */
type BoxOf<T> = { [K in keyof GeoBox]: T };

/** The rows whose place lies in a box: a range on the (latitude, longitude) btree. */
export function inBox(place: Place, box: BoxOf<number> | BoxOf<SQL>): SQL {
  const value = (v: number | SQL) => (typeof v === "number" ? sql`${v}::double precision` : v);
  return sql`${place.latitude} BETWEEN ${value(box.minLatitude)} AND ${value(box.maxLatitude)}
    AND ${place.longitude} BETWEEN ${value(box.minLongitude)} AND ${value(box.maxLongitude)}`;
}

/**
 * `boxAround` in SQL: the box around another row's place, read in the same statement, so that a
 * list's first ring needs no lookup of its point beforehand. The same arithmetic, so the same
 * box to the last digit.
 */
export function boxAroundPlace(center: Place, miles: SQL): BoxOf<SQL> {
  const dLat = sql`(${miles} * ${BOX_MARGIN}::double precision / ${MILES_PER_DEGREE}::double precision)`;
  const dLon = sql`least(180, ${dLat} / cos(radians(least(89, abs(${center.latitude}) + ${dLat}))))`;
  return {
    minLatitude: sql`(${center.latitude} - ${dLat})`,
    maxLatitude: sql`(${center.latitude} + ${dLat})`,
    minLongitude: sql`(${center.longitude} - ${dLon})`,
    maxLongitude: sql`(${center.longitude} + ${dLon})`,
  };
}

/**
 * How a nearest-first list looks further: a first ring of half a mile beyond the cursor, each
 * next one four times as wide. In a dense city (a few hundred rows a square mile) the first
 * ring holds a page; a sparse area needs one or two more statements, and the ring that ends
 * the search holds at most about 16 times the rows of the one before, which held less than a
 * page.
 */
export const FIRST_RING_MILES = 0.5;
const RING_GROWTH = 4;

/** One ring of a nearest-first search: the box to read and the miles it holds in full. */
export interface Ring {
  box: GeoBox;
  miles: number;
}

/**
 * A nearest-first keyset page within `withinMiles` of `center`, read ring by ring: `read` takes
 * the rows in a ring's box whose distance is at most its miles (and after the cursor), nearest
 * first, at most `limit`. Every row within r miles lies in the ring of r, so a ring that holds
 * `limit` rows holds the first `limit` of the whole list; a ring that holds fewer is widened
 * until the list's own distance. So a page reads about as many rows as it shows, however many
 * rows the table holds elsewhere (the bench's matching lists stay flat from 10 k to 1 M rows).
 */
export async function nearestPage<Row>(opts: {
  center: GeoPoint;
  withinMiles: number;
  /** The distance of the cursor's row: the next page starts beyond it. */
  afterMiles: number | null;
  limit: number;
  read: (ring: Ring) => Promise<Row[]>;
  /** The first ring's miles beyond the cursor (`FIRST_RING_MILES` unless the list says). */
  firstRingMiles?: number;
  /** Set when the first ring has been read already (`anchoredNearestPage`): the next is read. */
  firstRingRead?: boolean;
}): Promise<Row[]> {
  const { center, withinMiles, afterMiles, limit, read } = opts;
  const firstMiles = opts.firstRingMiles ?? FIRST_RING_MILES;
  const first = opts.firstRingRead ? firstMiles * RING_GROWTH : firstMiles;
  for (let step = first; ; step *= RING_GROWTH) {
    const miles = Math.min(withinMiles, (afterMiles ?? 0) + step);
    const rows = await read({ box: boxAround(center, miles), miles });
    if (rows.length >= limit || miles >= withinMiles) return rows;
  }
}

/** A row a list is drawn around (a request, a garage): its place, and whatever else it carries. */
interface AnchorRow {
  latitude: number | null;
  longitude: number | null;
}

/**
 * A nearest-first keyset page around a row looked up by id, the lookup and the first ring in
 * one statement (`first`, the anchor's row beside each row of its ring, or alone when the ring
 * is empty; nothing when there is no such anchor). The list's distance can depend on the anchor
 * (`withinMiles`), so the first ring is as wide as it would be without a limit and the rows
 * beyond the distance are dropped here; when that ring does not hold a page, `nearestPage` reads
 * on from the next with the point now known. In a dense city a page is one statement.
 */
export async function anchoredNearestPage<
  Anchor extends AnchorRow,
  Row extends { cursorAt: string },
>(opts: {
  afterMiles: number | null;
  limit: number;
  /** The first ring's miles beyond the cursor (`FIRST_RING_MILES` unless the list says). */
  firstRingMiles?: number;
  first: (ringMiles: number) => Promise<{ anchor: Anchor; item: Row | null }[]>;
  withinMiles: (anchor: Anchor) => number;
  read: (center: GeoPoint, ring: Ring, anchor: Anchor) => Promise<Row[]>;
}): Promise<{ anchor: Anchor; rows: Row[] } | null> {
  const { afterMiles, limit } = opts;
  const firstRingMiles = opts.firstRingMiles ?? FIRST_RING_MILES;
  const ringMiles = (afterMiles ?? 0) + firstRingMiles;
  const found = await opts.first(ringMiles);
  const anchor = found[0]?.anchor;
  if (!anchor) return null;
  const withinMiles = opts.withinMiles(anchor);
  const rows = found.flatMap(({ item }) =>
    item && Number(item.cursorAt) <= withinMiles ? [item] : [],
  );
  const { latitude, longitude } = anchor;
  if (latitude === null || longitude === null || rows.length >= limit || ringMiles >= withinMiles)
    return { anchor, rows };
  const center = { latitude, longitude };
  return {
    anchor,
    rows: await nearestPage({
      center,
      withinMiles,
      afterMiles,
      limit,
      read: (ring) => opts.read(center, ring, anchor),
      firstRingMiles,
      firstRingRead: true,
    }),
  };
}
