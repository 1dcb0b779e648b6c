import ICAL from "ical.js";
import { expect } from "vitest";

/**
 * A calendar file read as a calendar application reads it (ical.js): the method, the one event
 * and its times resolved through the file's own VTIMEZONE into instants.
 */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents("vevent");
  expect(vevents, "one VEVENT").toHaveLength(1);
  const event = new ICAL.Event(vevents[0]!);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: vevents[0]!.getFirstPropertyValue("status"),
    summary: event.summary,
    organizer: event.organizer,
    zone: event.startDate.zone?.tzid,
    /** The wall-clock start as written: '2026-07-01T09:00:00'. */
    localStart: event.startDate.toString(),
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}
