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
