import { milesBetween } from "@automobi/domain";
import { describe, expect, it } from "vitest";
import { locatePostcode } from "./postcode-centroids.ts";

describe("locating a UK postcode from the shipped centroids", () => {
  it("places a postcode at its sector's centroid when the sector is known", () => {
    expect(locatePostcode("ls1 4dy")).toEqual({
      latitude: 53.79592,
      longitude: -1.5537,
      precision: "sector",
    });
  });

  it("falls back to the district's centroid for a sector the data lacks", () => {
    // SW1A has sectors 0, 1 and 2 only: a postcode of a ninth would be a new sector.
    expect(locatePostcode("SW1A 9ZZ")).toEqual({
      latitude: 51.50197,
      longitude: -0.13386,
      precision: "district",
    });
  });

  it("places Northern Ireland's postcodes too", () => {
    expect(locatePostcode("BT1 5GS")).toEqual({
      latitude: 54.59719,
      longitude: -5.9301,
      precision: "sector",
    });
    expect(locatePostcode("BT1 9ZZ")?.precision).toBe("district");
  });

  it("leaves a valid postcode of an unknown district not located, and refuses nothing", () => {
    expect(locatePostcode("ZZ9 9ZZ")).toBeNull();
    expect(locatePostcode("not a postcode")).toBeNull();
  });

  it("puts Leeds and Manchester city centres about 36 miles apart", () => {
    const leeds = locatePostcode("LS1 4DY");
    const manchester = locatePostcode("M1 1AE");
    if (!leeds || !manchester) throw new Error("both city centres are in the data");
    expect(milesBetween(leeds, manchester)).toBeGreaterThan(35);
    expect(milesBetween(leeds, manchester)).toBeLessThan(37);
  });
});
