import type { BadgeTone } from "./badge-tone.ts";
import { addCalendarDays, londonDateAndHour } from "./london-time.ts";

/** Stored status of a scheduled service appointment. */
export const APPOINTMENT_STATUSES = ["scheduled", "cancelled", "completed"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The Schedule Service dialog offers hourly times from 09:00 to 17:00. */
export const APPOINTMENT_TIMES = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
] as const;
export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

/** The same slots as start hours, 9 to 17, UK time: what the API takes. */
export const FIRST_APPOINTMENT_HOUR = 9;
export const LAST_APPOINTMENT_HOUR = 17;

/** How far ahead a service can be booked, in days. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 365;

/** A booked appointment lasts an hour (the calendar file's end). */
export const APPOINTMENT_DURATION_HOURS = 1;

/** The Schedule Service dialog's texts (spec 001 §5, §8) and the server's answers about slots. */
export const SCHEDULE_SERVICE_MESSAGES = {
  missingTitle: "Missing Information",
  missing: "Please fill in all required fields",
  scheduledTitle: "Service Scheduled",
  invalidDate: "Please choose a valid date.",
  pastDate: "The date cannot be earlier than today.",
  pastTime: "That time has already passed today. Please choose a later time.",
  outsideHours: "Please choose a time between 09:00 and 17:00.",
  tooFarAhead: `Please choose a date within the next ${APPOINTMENT_MAX_DAYS_AHEAD} days.`,
  unknownService: "Please choose a service from the list.",
  slotTaken:
    "This vehicle already has a service booked at that time. Please choose another date or time.",
  notFound: "Appointment not found",
  notUpcoming: "Only an upcoming appointment can be cancelled.",
} as const;

/** 9 → '09:00'. */
export function appointmentTime(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** '2026-03-10' → 'Tuesday 10 March 2026', as the e-mails and notifications write a day. */
export function appointmentDay(date: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  })
    .format(new Date(`${date}T00:00:00Z`))
    .replace(",", "");
}

/**
 * Whether a slot can still be booked at `now`, by the London calendar: not before today, not
 * a slot of today that has started, not more than a year ahead. The hour range is the schema's
 * business; a field and its message otherwise.
 */
export function slotProblem(
  slot: { date: string; hour: number },
  now: Date,
): { field: "date" | "hour"; message: string } | null {
  const today = londonDateAndHour(now);
  if (slot.date < today.date) return { field: "date", message: SCHEDULE_SERVICE_MESSAGES.pastDate };
  if (slot.date === today.date && slot.hour <= today.hour) {
    return { field: "hour", message: SCHEDULE_SERVICE_MESSAGES.pastTime };
  }
  if (slot.date > addCalendarDays(today.date, APPOINTMENT_MAX_DAYS_AHEAD)) {
    return { field: "date", message: SCHEDULE_SERVICE_MESSAGES.tooFarAhead };
  }
  return null;
}

/** Still to come: scheduled, and its hour has not started yet (London time). */
export function isUpcomingAppointment(
  appointment: { status: AppointmentStatus; date: string; hour: number },
  now: Date,
): boolean {
  if (appointment.status !== "scheduled") return false;
  const today = londonDateAndHour(now);
  return (
    appointment.date > today.date ||
    (appointment.date === today.date && appointment.hour > today.hour)
  );
}

/** How an appointment reads to people at a moment: still to come, started or over, or cancelled. */
export type AppointmentPhase = "upcoming" | "past" | "cancelled";

export const APPOINTMENT_PHASE_LABELS: Record<AppointmentPhase, string> = {
  upcoming: "Upcoming",
  past: "Past",
  cancelled: "Cancelled",
};

export const APPOINTMENT_PHASE_TONES: Record<AppointmentPhase, BadgeTone> = {
  upcoming: "info",
  past: "neutral",
  cancelled: "danger",
};

/**
 * The phase by the same rule the server cancels by, so a screen left open past the hour shows
 * the appointment as past (and offers no cancel) exactly when the server would refuse it.
 */
export function appointmentPhase(
  appointment: { status: AppointmentStatus; date: string; hour: number },
  now: Date,
): AppointmentPhase {
  if (appointment.status === "cancelled") return "cancelled";
  return isUpcomingAppointment(appointment, now) ? "upcoming" : "past";
}
