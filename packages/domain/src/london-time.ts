/** Calendar days as the business sees them: in Europe/London, GMT or BST. */
const LONDON_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function londonParts(
  instant: Date,
): Record<"year" | "month" | "day" | "hour" | "minute" | "second", number> {
  const parts: Record<string, number> = {};
  for (const part of LONDON_PARTS.formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The London calendar date of an instant, 'YYYY-MM-DD'. */
export function londonDate(instant: Date): string {
  const { year, month, day } = londonParts(instant);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The London calendar date and hour (0–23) of an instant: the scheduler's "now". */
export function londonDateAndHour(instant: Date): { date: string; hour: number } {
  return { date: londonDate(instant), hour: londonParts(instant).hour };
}

/** 'YYYY-MM-DD' plus a number of calendar days (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

export function isSameLondonDay(a: Date, b: Date): boolean {
  return londonDate(a) === londonDate(b);
}

/** Milliseconds London is ahead of UTC at an instant (0 in winter, one hour in summer). */
function londonOffsetMs(instant: Date): number {
  const p = londonParts(instant);
  const wallClockAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallClockAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The London day holding an instant, as [start, end) instants — for queries
 * such as "completed today". Clocks change at 01:00 UTC, so the offset read at
 * UTC midnight is the one in force at London midnight.
 */
export function londonDayRange(instant: Date): { start: Date; end: Date } {
  const { year, month, day } = londonParts(instant);
  const startOf = (y: number, m: number, d: number): Date => {
    const utcMidnight = new Date(Date.UTC(y, m - 1, d));
    return new Date(utcMidnight.getTime() - londonOffsetMs(utcMidnight));
  };
  return { start: startOf(year, month, day), end: startOf(year, month, day + 1) };
}
