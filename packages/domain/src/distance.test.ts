import { describe, expect, it } from "vitest";
import { aboutMiles, distanceFrom, milesBetween, roundMiles } from "./distance.ts";
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
    expect(aboutMiles(0.04)).toBe("About 0.0 miles");
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
