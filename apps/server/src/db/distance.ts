import { EARTH_RADIUS_MILES, type GeoPoint } from "@automobi/domain";
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
