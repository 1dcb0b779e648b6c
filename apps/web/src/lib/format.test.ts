import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatLondonClock,
  formatLondonDate,
  formatLondonDateTime,
  formatLondonTime,
} from "./format";

describe("formatCalendarDate", () => {
  it("writes a calendar date the British way", () => {
    expect(formatCalendarDate("2026-03-01")).toBe("1 March 2026");
    expect(formatCalendarDate("2026-12-31")).toBe("31 December 2026");
  });

  it("gives back text that is not a date as it came", () => {
    expect(formatCalendarDate("next Tuesday")).toBe("next Tuesday");
  });
});

describe("UK time", () => {
  it("shows an instant as the day it was in the UK, across midnight in summer time", () => {
    expect(formatLondonDate("2026-03-14T10:00:00Z")).toBe("14 March 2026");
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(formatLondonDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  });

  it("shows the UK clock: GMT in winter, an hour ahead in summer, 24-hour", () => {
    expect(formatLondonTime("2026-01-15T14:00:00Z")).toBe("14:00");
    expect(formatLondonTime(new Date("2026-07-15T14:00:00Z"))).toBe("15:00");
    expect(formatLondonTime("2026-01-15T09:05:00Z")).toBe("09:05");
  });

  it("joins day and time", () => {
    expect(formatLondonDateTime("2026-03-14T14:00:00Z")).toBe("14 March 2026, 14:00");
  });

  it("shows a ticking clock with its seconds", () => {
    expect(formatLondonClock(new Date("2026-01-15T14:00:05Z"))).toBe("14:00:05");
    expect(formatLondonClock(new Date("2026-07-15T23:59:59Z"))).toBe("00:59:59");
  });
});
