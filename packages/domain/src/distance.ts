/** A place on the earth, in WGS84 degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The earth's mean radius (IUGG), in statute miles; the SQL distance uses it too. */
export const EARTH_RADIUS_MILES = 3958.7613;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in miles (haversine). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Miles to one decimal, as every screen and e-mail shows them. */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10;
}

/**
 * "About 4.2 miles": a distance between postcode centroids is good to a mile or so, never
 * exact, so it is always said to be about.
 */
export function aboutMiles(miles: number): string {
  const rounded = roundMiles(miles);
  return `About ${rounded.toFixed(1)} ${rounded === 1 ? "mile" : "miles"}`;
}

/** "About 4.2 miles from SW1A": how far a garage is from the customer's postcode district. */
export function distanceFrom(miles: number, outcode: string): string {
  return `${aboutMiles(miles)} from ${outcode}`;
}

/** How far a garage travels or takes work from: whole miles, 15 unless it says otherwise. */
export const SERVICE_RADIUS_MILES = { min: 1, max: 100, default: 15 } as const;
export const SERVICE_RADIUS_MESSAGE = `Please enter a service radius from ${SERVICE_RADIUS_MILES.min} to ${SERVICE_RADIUS_MILES.max} miles`;
