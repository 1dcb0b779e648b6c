import type { EmailAttachment } from "../db/schema/index.ts";

/**
 * An iCalendar (RFC 5545) file with one event, for an e-mail attachment or a download. Times are
 * wall-clock times in Europe/London with the zone's rules included, so a calendar shows 09:00 as
 * 09:00 in GMT and BST alike.
 *
 * `PUBLISH` adds the event to a calendar; `CANCEL` with the same UID and a higher SEQUENCE takes
 * it out again (RFC 5546 §3.2.5), which is why both carry the organizer that iTIP requires.
 */
export type CalendarMethod = "PUBLISH" | "CANCEL";

export interface CalendarEvent {
  /** Stable and unique, e.g. `<appointment id>@<host>`: a calendar updates, not duplicates. */
  uid: string;
  /** 'YYYY-MM-DD', London calendar date. */
  date: string;
  /** Start hour, London time. */
  hour: number;
  durationHours: number;
  summary: string;
  description: string;
  location?: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  method: CalendarMethod;
  /** Revision of the event: a calendar applies a file only if it is newer than what it holds. */
  sequence: number;
  /** Who the event is from: the platform, at the support inbox. */
  organizer: { name: string; email: string };
}

/** The UK's rules since 1996: BST from the last Sunday of March to the last Sunday of October. */
const LONDON_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/London",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** '2026-03-10', 9 → '20260310T090000' (wall-clock, no zone letter). */
function localDateTime(date: string, hour: number): string {
  return `${date.replaceAll("-", "")}T${pad(hour)}0000`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** A parameter value in double quotes (RFC 5545 §3.2), which may hold neither quote nor control. */
function quotedParam(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes
  return `"${value.replace(/["\x00-\x1f\x7f]/g, "")}"`;
}

export function calendarFile(event: CalendarEvent): string {
  const end = event.hour + event.durationHours;
  const cancelled = event.method === "CANCEL";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Automobi//Appointments//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    ...LONDON_TIMEZONE,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `ORGANIZER;CN=${quotedParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    `DTSTART;TZID=Europe/London:${localDateTime(event.date, event.hour)}`,
    `DTEND;TZID=Europe/London:${localDateTime(event.date, end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The file's media type, naming its iTIP method as mail clients look for it. */
export function calendarContentType(method: CalendarMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/** The event as an e-mail attachment. */
export function calendarAttachment(event: CalendarEvent, filename = "appointment.ics") {
  const attachment: EmailAttachment = {
    filename,
    contentType: calendarContentType(event.method),
    content: calendarFile(event),
  };
  return attachment;
}
