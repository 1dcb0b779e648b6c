import {
  BOX_MARGIN,
  EARTH_RADIUS_MILES,
  type GeoBox,
  type GeoPoint,
  MILES_PER_DEGREE,
  TRAVEL_DISTANCES,
  travelReachMiles,
} from "@automobi/domain";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * One of our own constants written into a statement's text, not sent as a value: a prepared
 * statement then carries only the values that change, and its plan can fold the arithmetic.
 */
function constant(value: number): SQL {
  if (!Number.isFinite(value)) throw new Error(`not a finite constant: ${value}`);
  return sql.raw(`${value}::double precision`);
}

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
  const given = typeof point.latitude === "number";
  const lat = given ? sql`${point.latitude}::double precision` : sql`${point.latitude}`;
  const lon = given ? sql`${point.longitude}::double precision` : sql`${point.longitude}`;
  // least() skips a null, so an unplaced row (or point) is tested first.
  return sql<number | null>`(CASE WHEN ${place.latitude} IS NULL OR ${lat} IS NULL THEN NULL ELSE
    2 * ${constant(EARTH_RADIUS_MILES)} * asin(least(1, sqrt(
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
  const dLat = sql`(${miles} * ${constant(BOX_MARGIN)} / ${constant(MILES_PER_DEGREE)})`;
  const dLon = sql`least(180, ${dLat} / cos(radians(least(89, abs(${center.latitude}) + ${dLat}))))`;
  return {
    minLatitude: sql`(${center.latitude} - ${dLat})`,
    maxLatitude: sql`(${center.latitude} + ${dLat})`,
    minLongitude: sql`(${center.longitude} - ${dLon})`,
    maxLongitude: sql`(${center.longitude} + ${dLon})`,
  };
}
