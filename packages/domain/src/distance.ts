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
 * exact, so it is always said to be about. Two places in one postcode sector share a centroid:
 * "Under 0.1 miles", never "About 0.0 miles".
 */
export function aboutMiles(miles: number): string {
  const rounded = roundMiles(miles);
  if (rounded === 0) return "Under 0.1 miles";
  return `About ${rounded.toFixed(1)} ${rounded === 1 ? "mile" : "miles"}`;
}

/** "About 4.2 miles from SW1A": how far a garage is from the customer's postcode district. */
export function distanceFrom(miles: number, outcode: string): string {
  return `${aboutMiles(miles)} from ${outcode}`;
}

/** How far a garage travels or takes work from: whole miles, 15 unless it says otherwise. */
export const SERVICE_RADIUS_MILES = { min: 1, max: 100, default: 15 } as const;
export const SERVICE_RADIUS_MESSAGE = `Please enter a service radius from ${SERVICE_RADIUS_MILES.min} to ${SERVICE_RADIUS_MILES.max} miles`;

/** Whole miles from 1 to 100 around a point: how far a list of what is near it reaches. */
export const NEARBY_MILES = { min: 1, max: 100 } as const;
export const NEARBY_MILES_MESSAGE = `Please enter a distance from ${NEARBY_MILES.min} to ${NEARBY_MILES.max} miles`;

/** How far each of the quote form's travel-distance choices reaches, in miles; null: no limit. */
const TRAVEL_REACH_MILES: Readonly<Record<string, number | null>> = {
  "5-miles": 5,
  "10-miles": 10,
  "20-miles": 20,
  "50-miles": 50,
  anywhere: null,
};

/** The miles a customer's travel distance reaches; null for "anywhere" (or a value not known). */
export function travelReachMiles(travelDistance: string): number | null {
  return TRAVEL_REACH_MILES[travelDistance] ?? null;
}

/**
 * Whether a garage this far away (miles to one decimal, as the API gives them) is within the
 * customer's travel distance. Not located (null) counts as within: nothing says it is not. The
 * server asks for a confirmation from this rule, and the staff screens mark a garage by it.
 */
export function withinTravelDistance(
  distanceMiles: number | null,
  travelDistance: string,
): boolean {
  const reach = travelReachMiles(travelDistance);
  return distanceMiles === null || reach === null || roundMiles(distanceMiles) <= reach;
}

/** "Beyond the customer's 10 miles": the mark on a garage outside the travel distance. */
export function beyondReachLabel(travelDistance: string): string {
  const reach = travelReachMiles(travelDistance);
  return reach === null ? "" : `Beyond the customer's ${reach} miles`;
}

/**
 * What staff are asked before a quote from a garage beyond the customer's travel distance:
 * "This garage is about 23.4 miles from LS6, beyond the customer's 10 miles. Create the quote
 * anyway?"
 */
export function outsideReachQuestion(miles: number, outcode: string, travelDistance: string) {
  const reach = travelReachMiles(travelDistance);
  return `This garage is ${aboutMiles(miles).toLowerCase()} from ${outcode}, beyond the customer's ${reach} miles. Create the quote anyway?`;
}

/** A box of latitudes and longitudes, in degrees. */
export interface GeoBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

/** Miles in one degree of latitude, anywhere (a degree of longitude is this times cos latitude). */
export const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;

/** How much larger than its miles a box is drawn, so that rounding never leaves a point out. */
export const BOX_MARGIN = 1.001;

/**
 * A box holding every point within `miles` of `center`, slightly larger so that rounding never
 * leaves a point out: a btree on (latitude, longitude) finds the rows in it, and the distance
 * then keeps those truly within. A degree of longitude is narrowest at the latitude farthest
 * from the equator, so the box takes its width from there. Fine for the UK (no pole, no 180°).
 */
export function boxAround(center: GeoPoint, miles: number): GeoBox {
  const dLat = (miles * BOX_MARGIN) / MILES_PER_DEGREE;
  const farthest = Math.min(89, Math.abs(center.latitude) + dLat);
  const dLon = Math.min(180, dLat / Math.cos(radians(farthest)));
  return {
    minLatitude: center.latitude - dLat,
    maxLatitude: center.latitude + dLat,
    minLongitude: center.longitude - dLon,
    maxLongitude: center.longitude + dLon,
  };
}
