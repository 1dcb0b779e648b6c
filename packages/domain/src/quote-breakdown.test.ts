import { describe, expect, it } from "vitest";
import { quoteTotalsOf } from "./quote-breakdown.ts";

describe("quoteTotalsOf", () => {
  it("adds VAT at 20 % of parts and labour to the total", () => {
    expect(quoteTotalsOf(12_000, 14_250)).toEqual({
      partsPence: 12_000,
      labourPence: 14_250,
      vatPence: 5_250,
      totalPence: 31_500,
    });
  });

  it("rounds VAT to the nearest penny, half a penny up", () => {
    expect(quoteTotalsOf(6_000, 4_042).vatPence).toBe(2_008); // 2,008.4
    expect(quoteTotalsOf(2, 0).vatPence).toBe(0); // 0.4
    expect(quoteTotalsOf(3, 0).vatPence).toBe(1); // 0.6
    expect(quoteTotalsOf(5, 0).vatPence).toBe(1); // 1.0
    expect(quoteTotalsOf(0, 0)).toMatchObject({ vatPence: 0, totalPence: 0 });
  });
});
