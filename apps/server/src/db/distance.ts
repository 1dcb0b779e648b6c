import { boxAround, EARTH_RADIUS_MILES, type GeoBox, type GeoPoint } from "@automobi/domain";
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

/** A box's corners as numbers, or as SQL (a prepared statement's placeholders). */
type BoxOf<T> = { [K in keyof GeoBox]: T };

/** The rows whose place lies in a box: a range on the (latitude, longitude) btree. */
export function inBox(place: Place, box: BoxOf<number> | BoxOf<SQL>): SQL {
  const value = (v: number | SQL) => (typeof v === "number" ? sql`${v}::double precision` : v);
  return sql`${place.latitude} BETWEEN ${value(box.minLatitude)} AND ${value(box.maxLatitude)}
    AND ${place.longitude} BETWEEN ${value(box.minLongitude)} AND ${value(box.maxLongitude)}`;
}

/**
 * How a nearest-first list looks further: a first ring of half a mile beyond the cursor, each
 * next one four times as wide. In a dense city (a few hundred rows a square mile) the first
 * ring holds a page; a sparse area needs one or two more statements, and the ring that ends
 * the search holds at most about 16 times the rows of the one before, which held less than a
 * page.
 */
const FIRST_RING_MILES = 0.5;
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
}): Promise<Row[]> {
  const { center, withinMiles, afterMiles, limit, read } = opts;
  for (let step = FIRST_RING_MILES; ; step *= RING_GROWTH) {
    const miles = Math.min(withinMiles, (afterMiles ?? 0) + step);
    const rows = await read({ box: boxAround(center, miles), miles });
    if (rows.length >= limit || miles >= withinMiles) return rows;
  }
}
