import { describe, expect, it } from "vitest";
import {
  aboutMiles,
  beyondReachLabel,
  boxAround,
  distanceFrom,
  EARTH_RADIUS_MILES,
  milesBetween,
  roundMiles,
  travelReachMiles,
  withinTravelDistance,
} from "./distance.ts";
import { outwardCode, postcodeSector } from "./postcode.ts";

const KM_PER_MILE = 1.609344;

describe("great-circle distance", () => {
  it("matches the published haversine figure for Nashville to Los Angeles within 0.1 mile", () => {
    // Rosetta Code's haversine task: BNA (36.12, -86.67) to LAX (33.94, -118.40) is
    // 2,886.444 km on a sphere of the mean radius, 6,371 km.
    const miles = milesBetween(
      { latitude: 36.12, longitude: -86.67 },
      { latitude: 33.94, longitude: -118.4 },
    );
    expect(Math.abs(miles - 2886.444 / KM_PER_MILE)).toBeLessThan(0.1);
  });

  it("is 0 from a point to itself and the same both ways", () => {
    const leeds = { latitude: 53.7997, longitude: -1.5492 };
    const bristol = { latitude: 51.4545, longitude: -2.5879 };
    expect(milesBetween(leeds, leeds)).toBe(0);
    expect(milesBetween(leeds, bristol)).toBeCloseTo(milesBetween(bristol, leeds), 9);
  });

  it("holds one degree of latitude at about 69.1 miles anywhere", () => {
    const miles = milesBetween({ latitude: 50, longitude: 0 }, { latitude: 51, longitude: 0 });
    expect(roundMiles(miles)).toBe(69.1);
  });
});

describe("distance as people read it", () => {
  it("says about, to one decimal, and names the district", () => {
    expect(aboutMiles(4.2149)).toBe("About 4.2 miles");
    expect(aboutMiles(0.04)).toBe("Under 0.1 miles");
    expect(aboutMiles(0.05)).toBe("About 0.1 miles");
    expect(aboutMiles(0.96)).toBe("About 1.0 mile");
    expect(distanceFrom(4.2149, "SW1A")).toBe("About 4.2 miles from SW1A");
  });
});

describe("a postcode's district and sector", () => {
  it("come from the normalised postcode, and from nothing that is not one", () => {
    expect(outwardCode("sw1a1aa")).toBe("SW1A");
    expect(postcodeSector("sw1a 1aa")).toBe("SW1A 1");
    expect(postcodeSector("BT1 5GS")).toBe("BT1 5");
    expect(outwardCode("not a postcode")).toBeNull();
    expect(postcodeSector("SW1A")).toBeNull();
  });
});

describe("the customer's travel distance", () => {
  it("reaches the miles each choice names, and anywhere has no limit", () => {
    expect(travelReachMiles("5-miles")).toBe(5);
    expect(travelReachMiles("50-miles")).toBe(50);
    expect(travelReachMiles("anywhere")).toBeNull();
  });

  it("holds a garage at the limit to one decimal, and not one a tenth beyond", () => {
    expect(withinTravelDistance(10, "10-miles")).toBe(true);
    expect(withinTravelDistance(10.04, "10-miles")).toBe(true);
    expect(withinTravelDistance(10.1, "10-miles")).toBe(false);
    expect(withinTravelDistance(400, "anywhere")).toBe(true);
    expect(withinTravelDistance(null, "5-miles")).toBe(true);
    expect(beyondReachLabel("20-miles")).toBe("Beyond the customer's 20 miles");
  });
});

describe("the box around a point", () => {
  it("holds every point at the distance in every direction, also far north", () => {
    for (const center of [
      { latitude: 51.5014, longitude: -0.1419 },
      { latitude: 60.155, longitude: -1.145 },
    ]) {
      const box = boxAround(center, 25);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        // A point 25 miles away on this bearing (the direct geodesic problem on a sphere).
        const d = 25 / EARTH_RADIUS_MILES;
        const [lat1, lon1, b] = [center.latitude, center.longitude, bearing].map(
          (v) => (v * Math.PI) / 180,
        ) as [number, number, number];
        const lat2 = Math.asin(
          Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b),
        );
        const lon2 =
          lon1 +
          Math.atan2(
            Math.sin(b) * Math.sin(d) * Math.cos(lat1),
            Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
          );
        const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lon2 * 180) / Math.PI };
        expect(milesBetween(center, point)).toBeCloseTo(25, 6);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLatitude);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLatitude);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLongitude);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLongitude);
      }
      // And not much more: about 25 miles of latitude either side.
      expect((box.maxLatitude - box.minLatitude) / 2).toBeCloseTo(25 / 69.09, 2);
    }
  });
});
