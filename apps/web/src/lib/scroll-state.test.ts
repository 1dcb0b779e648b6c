import { describe, expect, it } from "vitest";
import { KEEP_SCROLL, keepsScroll } from "./scroll-state";

describe("keepsScroll", () => {
  it("keeps the scroll for a navigation carrying KEEP_SCROLL", () => {
    expect(keepsScroll(KEEP_SCROLL)).toBe(true);
    expect(keepsScroll({ ...KEEP_SCROLL, from: "/dashboard" })).toBe(true);
  });

  it("scrolls to the top for a navigation without it", () => {
    for (const state of [undefined, null, "keepScroll", 1, {}, { from: "/dashboard" }]) {
      expect(keepsScroll(state)).toBe(false);
    }
  });
});
