import { boundingBox, type GeoPoint } from "@automobi/domain";
import { type AnyColumn, and, between, type SQL, sql } from "drizzle-orm";

/** The earth's mean radius in miles, as packages/domain/src/distance.ts uses it. */
const EARTH_RADIUS_MILES = 3958.7613;

/** Where a row's place is: its latitude and longitude columns. */
export interface Place {
  latitude: AnyColumn | SQL;
  longitude: AnyColumn | SQL;
}

/**
 * The great-circle distance in miles from `point` (a point, or another row's place) to a row's place (haversine, as
 * `milesBetween` computes it), null when the row is not located. Plain SQL functions: both
 * engines have them, no extension needed.
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
 * Rows whose place is within the box around the circle of `miles` about `point`: the latitude
 * range is an index range (`(latitude, longitude)` indexes), the longitude narrows it; the exact
 * distance then keeps those inside the circle.
 */
export function withinMiles(
  point: GeoPoint,
  miles: number,
  place: { latitude: AnyColumn; longitude: AnyColumn },
): SQL | undefined {
  const box = boundingBox(point, miles);
  return and(
    between(place.latitude, box.minLatitude, box.maxLatitude),
    between(place.longitude, box.minLongitude, box.maxLongitude),
    sql`${milesFrom(point, place)} <= ${miles}`,
  );
}
