import { describe, expect, it } from "vitest";
import { quoteTotalsOf, vatRateLabel } from "./quote-breakdown.ts";

describe("quoteTotalsOf", () => {
  it("adds VAT at the given rate of parts and labour to the total", () => {
    expect(quoteTotalsOf(12_000, 14_250, 20)).toEqual({
      partsPence: 12_000,
      labourPence: 14_250,
      vatPence: 5_250,
      totalPence: 31_500,
    });
    expect(quoteTotalsOf(12_000, 14_250, 17.5)).toMatchObject({
      vatPence: 4_594, // 4,593.75
      totalPence: 30_844,
    });
    expect(quoteTotalsOf(12_000, 14_250, 0)).toMatchObject({ vatPence: 0, totalPence: 26_250 });
  });

  it("rounds VAT to the nearest penny, half a penny up", () => {
    expect(quoteTotalsOf(6_000, 4_042, 20).vatPence).toBe(2_008); // 2,008.4
    expect(quoteTotalsOf(2, 0, 20).vatPence).toBe(0); // 0.4
    expect(quoteTotalsOf(3, 0, 20).vatPence).toBe(1); // 0.6
    expect(quoteTotalsOf(5, 0, 20).vatPence).toBe(1); // 1.0
    expect(quoteTotalsOf(0, 0, 20)).toMatchObject({ vatPence: 0, totalPence: 0 });
    expect(quoteTotalsOf(2, 0, 25).vatPence).toBe(1); // 0.5, half up
  });

  it("names a rate as people write it", () => {
    expect(vatRateLabel(20)).toBe("20%");
    expect(vatRateLabel(17.5)).toBe("17.5%");
  });
});
