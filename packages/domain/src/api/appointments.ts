import { z } from "zod";
import {
  APPOINTMENT_STATUSES,
  FIRST_APPOINTMENT_HOUR,
  LAST_APPOINTMENT_HOUR,
  SCHEDULE_SERVICE_MESSAGES as M,
} from "../appointments.ts";
import { SCHEDULER_SERVICE_IDS } from "../scheduler-services.ts";
import {
  partSlotCursorPaginationQuerySchema,
  slotCursorPaginationQuerySchema,
} from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * Scheduled services (spec 001 §5 Schedule Service; spec README item 5).
 *
 * - `POST /api/appointments` books a slot for one of the customer's own vehicles: one per
 *   vehicle per slot, not in the past (Europe/London), hourly 09:00 to 17:00. It queues a
 *   confirmation e-mail with an .ics calendar file and raises an `appointment_booked`
 *   notification, in the same transaction. 400 with the dialog's messages per field, 404 for a
 *   vehicle that is not the caller's, 409 for a slot the vehicle already has.
 * - `GET /api/appointments?scope=upcoming|all` lists the caller's own: `upcoming` (the default)
 *   soonest first; `all` latest slot first. Keyset pages: `?cursor=<nextCursor>` is the page
 *   after, its cursor the slot (date and hour) and id of that page's last row.
 * - `POST /api/appointments/:id/cancel` cancels an upcoming one of the caller's own (404 for
 *   another's, 409 when it is not upcoming) and, in the same transaction, queues an e-mail with
 *   the calendar cancellation (same UID, `METHOD:CANCEL`, a higher `SEQUENCE`).
 * - `GET /api/appointments/:id/calendar` downloads one of the caller's own as an .ics file
 *   (`text/calendar`), the event as it stands (404 for another's).
 * - `GET /api/admin/appointments` (staff) lists every customer's: upcoming first, soonest
 *   first, then the rest, latest first. Keyset pages whose cursor also names the part.
 */

/** Missing (absent, null or blank) → the dialog's required message; otherwise `invalid`. */
const requiredOr = (invalid: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null || issue.input === "" ? M.missing : invalid;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const appointmentCreateRequest = z.object({
  vehicleId: z.preprocess(
    blankToUndefined,
    z.uuid({ error: requiredOr("Please choose one of your saved vehicles.") }),
  ),
  serviceType: z.preprocess(
    blankToUndefined,
    z.enum(SCHEDULER_SERVICE_IDS, { error: requiredOr(M.unknownService) }),
  ),
  date: z
    .preprocess(blankToUndefined, z.iso.date({ error: requiredOr(M.invalidDate) }))
    .meta({ description: "The UK calendar date, YYYY-MM-DD" }),
  hour: z
    .number({ error: requiredOr(M.outsideHours) })
    .int(M.outsideHours)
    .min(FIRST_APPOINTMENT_HOUR, M.outsideHours)
    .max(LAST_APPOINTMENT_HOUR, M.outsideHours)
    .meta({ description: "Start hour, UK time: 9 (09:00) to 17 (17:00)" }),
});
export type AppointmentCreateBody = z.input<typeof appointmentCreateRequest>;

export const APPOINTMENT_SCOPES = ["upcoming", "all"] as const;

export const appointmentListQuery = slotCursorPaginationQuerySchema.extend({
  scope: z.enum(APPOINTMENT_SCOPES, { error: "Scope must be upcoming or all" }).default("upcoming"),
});

export const adminAppointmentListQuery = partSlotCursorPaginationQuerySchema;

export const appointmentParams = z.object({ id: z.uuid(M.notFound) });

export const appointmentView = z.object({
  id: z.uuid(),
  vehicleId: z.uuid(),
  vehicle: z.object({
    registration: z.string().meta({ description: "Upper case, no spaces: AB12CDE" }),
    make: z.string(),
    model: z.string(),
  }),
  serviceType: z.enum(SCHEDULER_SERVICE_IDS),
  date: z.string().meta({ description: "YYYY-MM-DD, UK calendar date" }),
  hour: z.number().int(),
  time: z.string().meta({ description: "'09:00'" }),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Scheduled and not yet started: the one state that can be cancelled. */
  upcoming: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type AppointmentView = z.input<typeof appointmentView>;

export const appointmentListResponse = cursorPageOf(appointmentView);

/** The calendar file as it is written (never serialised). */
export const appointmentCalendarResponse = z.string().meta({
  description:
    "An iCalendar (RFC 5545) file, text/calendar: one VEVENT of an hour in Europe/London, its UID the appointment's.",
});

export const adminAppointmentView = appointmentView.extend({
  customerEmail: z.string(),
  customerName: z.string().nullable(),
});
export type AdminAppointmentView = z.input<typeof adminAppointmentView>;

export const adminAppointmentListResponse = cursorPageOf(adminAppointmentView);
