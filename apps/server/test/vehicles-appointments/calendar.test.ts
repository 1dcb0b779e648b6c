import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine } from "../../src/email/calendar.ts";

const event = {
  uid: "a1@automobi.example",
  date: "2026-10-25",
  hour: 9,
  durationHours: 1,
  summary: "MOT Test: Volkswagen Golf (AB12 CDE)",
  description: "Bring the V5C; park at the back, please.\nThanks",
  stamp: new Date("2026-10-20T12:34:56.789Z"),
  method: "PUBLISH",
  sequence: 0,
  organizer: { name: 'Automobi "Motors"', email: "support@automobi.example" },
} as const;

describe("the appointment's calendar file", () => {
  it("is one VEVENT of an hour in Europe/London wall-clock time, with CRLF lines", () => {
    const ics = calendarFile(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("DTSTART;TZID=Europe/London:20261025T090000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/London:20261025T100000\r\n");
    expect(ics).toContain("DTSTAMP:20261020T123456Z\r\n");
    expect(ics).toContain("UID:a1@automobi.example\r\n");
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain("SEQUENCE:0\r\n");
    expect(ics).toContain("STATUS:CONFIRMED\r\n");
    // a parameter value may not hold a double quote: it is dropped, not escaped
    expect(ics).toContain('ORGANIZER;CN="Automobi Motors":mailto:support@automobi.example\r\n');
    // the zone's rules travel with it: GMT in winter, BST in summer
    expect(ics).toContain("TZID:Europe/London\r\n");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU");
    expect(ics).toContain("RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU");
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("as a cancellation, carries METHOD:CANCEL and STATUS:CANCELLED at the given SEQUENCE", () => {
    const ics = calendarFile({ ...event, method: "CANCEL", sequence: 1 });
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).not.toContain("CONFIRMED");
  });

  it("escapes text values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    expect(calendarFile(event)).toContain(
      "DESCRIPTION:Bring the V5C\\; park at the back\\, please.\\nThanks",
    );
  });

  it("folds lines longer than 75 octets without splitting a character", () => {
    const line = `SUMMARY:${"£".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });
});
