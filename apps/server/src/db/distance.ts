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

/** Where a nearest-first list starts looking, in miles: a ring that usually holds a page. */
const FIRST_RING_MILES = 2;

/** One ring of a nearest-first search: the box to read and the miles it holds in full. */
export interface Ring {
  box: GeoBox;
  miles: number;
}

/**
 * A nearest-first keyset page within `withinMiles` of `center`, read ring by ring: `read` takes
 * the rows in a ring's box whose distance is at most its miles (and after the cursor), nearest
 * first, at most `limit`. Every row within r miles lies in the ring of r, so a ring that holds
 * `limit` rows holds the first `limit` of the whole list; a ring that holds fewer is doubled
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
  let miles = Math.min(withinMiles, (afterMiles ?? 0) + FIRST_RING_MILES);
  for (;;) {
    const rows = await read({ box: boxAround(center, miles), miles });
    if (rows.length >= limit || miles >= withinMiles) return rows;
    miles = Math.min(withinMiles, miles * 2);
  }
}
