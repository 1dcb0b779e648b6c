import { describe, expect, it } from "vitest";
import { isSameLondonDay, londonDate, londonDayRange } from "./london-time.ts";

describe("londonDate", () => {
  it("moves to the next day after 23:00 UTC in summer time", () => {
    expect(londonDate(new Date("2026-07-01T22:59:59Z"))).toBe("2026-07-01");
    expect(londonDate(new Date("2026-07-01T23:30:00Z"))).toBe("2026-07-02");
  });

  it("follows UTC in winter", () => {
    expect(londonDate(new Date("2026-01-15T23:30:00Z"))).toBe("2026-01-15");
    expect(londonDate(new Date("2026-01-16T00:00:00Z"))).toBe("2026-01-16");
  });
});

describe("isSameLondonDay", () => {
  it("compares London calendar days, not UTC ones", () => {
    expect(
      isSameLondonDay(new Date("2026-07-01T23:30:00Z"), new Date("2026-07-02T12:00:00Z")),
    ).toBe(true);
    expect(
      isSameLondonDay(new Date("2026-07-01T22:30:00Z"), new Date("2026-07-01T23:30:00Z")),
    ).toBe(false);
  });
});

describe("londonDayRange", () => {
  it("starts a summer day at 23:00 UTC the evening before", () => {
    const { start, end } = londonDayRange(new Date("2026-07-02T10:00:00Z"));
    expect(start.toISOString()).toBe("2026-07-01T23:00:00.000Z");
    expect(end.toISOString()).toBe("2026-07-02T23:00:00.000Z");
  });

  it("starts a winter day at midnight UTC", () => {
    const { start, end } = londonDayRange(new Date("2026-01-15T23:59:00Z"));
    expect(start.toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(end.toISOString()).toBe("2026-01-16T00:00:00.000Z");
  });

  it("spans 23 hours on the day clocks go forward and 25 when they go back", () => {
    const spring = londonDayRange(new Date("2026-03-29T12:00:00Z"));
    expect(spring.start.toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(spring.end.toISOString()).toBe("2026-03-29T23:00:00.000Z");
    const autumn = londonDayRange(new Date("2026-10-25T12:00:00Z"));
    expect(autumn.start.toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(autumn.end.toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });
});
