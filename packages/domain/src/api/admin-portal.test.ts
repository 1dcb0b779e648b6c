import { describe, expect, it } from "vitest";
import { conversionRateOf } from "./admin-portal.ts";

describe("conversionRateOf", () => {
  it("is the share of quoted requests with an accepted quote, rounded", () => {
    expect(conversionRateOf(2, 5)).toBe(40);
    expect(conversionRateOf(1, 3)).toBe(33);
    expect(conversionRateOf(5, 5)).toBe(100);
  });

  it("is 0 with no quoted request and never above 100", () => {
    expect(conversionRateOf(0, 0)).toBe(0);
    expect(conversionRateOf(7, 3)).toBe(100);
  });
});
