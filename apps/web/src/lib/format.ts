const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * Formats a calendar date (`YYYY-MM-DD`) the British way: `1 March 2026`.
 * The date is read as UTC so that no time zone can move it a day.
 */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date);
}

const londonDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
});
const londonTime = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
  timeZone: "Europe/London",
});

/** An instant as the day it was in the UK: `14 March 2026`. */
export function formatLondonDate(instant: string | Date): string {
  return londonDate.format(new Date(instant));
}

/** An instant as the UK clock showed it: `14:00`. */
export function formatLondonTime(instant: string | Date): string {
  return londonTime.format(new Date(instant));
}

/** An instant as the UK saw it, day and time: `14 March 2026, 14:00`. */
export function formatLondonDateTime(instant: string | Date): string {
  return `${formatLondonDate(instant)}, ${formatLondonTime(instant)}`;
}

const londonClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
  timeZone: "Europe/London",
});

/** A ticking clock's face: `14:00:05`, UK time. */
export function formatLondonClock(instant: Date): string {
  return londonClock.format(instant);
}
