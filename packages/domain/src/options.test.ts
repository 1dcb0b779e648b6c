import { describe, expect, it } from "vitest";
import {
  BUDGET_RANGE_OPTIONS,
  BUDGET_RANGES,
  budgetRangeLabel,
  labelOf,
  PARTS_PREFERENCE_OPTIONS,
  PARTS_PREFERENCES,
  partsPreferenceLabel,
  TIMEFRAME_OPTIONS,
  TIMEFRAMES,
  TRAVEL_DISTANCE_OPTIONS,
  TRAVEL_DISTANCES,
  timeframeLabel,
  travelDistanceLabel,
} from "./options.ts";

describe("option lists", () => {
  it("keep the spec's values in the spec's order", () => {
    expect(TRAVEL_DISTANCES).toEqual(["5-miles", "10-miles", "20-miles", "50-miles", "anywhere"]);
    expect(TIMEFRAMES).toEqual(["asap", "this-week", "next-week", "this-month", "flexible"]);
    expect(BUDGET_RANGES).toEqual(["under-100", "100-300", "300-500", "500-1000", "1000-plus"]);
    expect(PARTS_PREFERENCES).toEqual(["new-parts", "used-parts", "no-preference"]);
  });

  it("have one labelled option per value", () => {
    expect(TRAVEL_DISTANCE_OPTIONS.map((o) => o.value)).toEqual([...TRAVEL_DISTANCES]);
    expect(TIMEFRAME_OPTIONS.map((o) => o.value)).toEqual([...TIMEFRAMES]);
    expect(BUDGET_RANGE_OPTIONS.map((o) => o.value)).toEqual([...BUDGET_RANGES]);
    expect(PARTS_PREFERENCE_OPTIONS.map((o) => o.value)).toEqual([...PARTS_PREFERENCES]);
  });

  it("label budgets in pounds", () => {
    expect(BUDGET_RANGE_OPTIONS.map((o) => o.label)).toEqual([
      "Under £100",
      "£100 - £300",
      "£300 - £500",
      "£500 - £1,000",
      "£1,000+",
    ]);
  });

  it("look labels up and show unknown values as stored", () => {
    expect(travelDistanceLabel("10-miles")).toBe("Within 10 miles");
    expect(timeframeLabel("asap")).toBe("As soon as possible");
    expect(budgetRangeLabel("1000-plus")).toBe("£1,000+");
    expect(partsPreferenceLabel("no-preference")).toBe("No preference");
    expect(labelOf(TIMEFRAME_OPTIONS, "someday")).toBe("someday");
  });
});
