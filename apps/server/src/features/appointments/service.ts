import {
  type AppointmentStatus,
  appointmentDay,
  appointmentTime,
  ERROR_CODES,
  isUpcomingAppointment,
  type ListPosition,
  londonDateAndHour,
  SCHEDULE_SERVICE_MESSAGES as M,
  type SchedulerServiceId,
  schedulerServiceLabel,
  slotProblem,
} from "@automobi/domain";
import { SAVED_VEHICLE_MESSAGES } from "@automobi/domain/schemas";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { hasPgCode, PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION } from "../../db/errors.ts";
import { calendarAttachment, calendarContentType, calendarFile } from "../../email/calendar.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { insertNotification } from "../../records/notifications.ts";
import { readSettings } from "../../records/settings.ts";
import {
  appointmentEvent,
  type CalendarAppointment,
  calendarFilename,
  vehicleText,
} from "./calendar-event.ts";
import {
  cancelAppointment,
  customerFirstName,
  findAppointment,
  insertAppointment,
  listAllAppointments,
  listCustomerAppointments,
  shareOwnVehicle,
  staffListPosition,
} from "./repository.ts";

export interface AppointmentDeps {
  db: Database;
  outbox: Outbox;
  config: Config;
  now: () => Date;
}

export interface Customer {
  id: string;
  email: string;
  name: string | null;
}

export interface Booking {
  vehicleId: string;
  serviceType: SchedulerServiceId;
  date: string;
  hour: number;
}

interface AppointmentRow {
  date: string;
  hour: number;
  status: AppointmentStatus;
}

/** The stored row as the API shows it: its time as written and whether it is still to come. */
function view<R extends AppointmentRow>(row: R, now: Date) {
  return { ...row, time: appointmentTime(row.hour), upcoming: isUpcomingAppointment(row, now) };
}

/** The appointment's calendar event as a file, in its current state, dated `stamp`. */
async function calendarOf(
  deps: Pick<AppointmentDeps, "config">,
  db: DbOrTx,
  appointment: CalendarAppointment,
  stamp: Date,
) {
  const { platformName } = await readSettings(db);
  return appointmentEvent(appointment, {
    publicUrl: deps.config.publicUrl,
    supportEmail: deps.config.supportEmail,
    platformName,
    stamp,
  });
}

/**
 * Schedule Service, in one transaction: the appointment, the confirmation e-mail with its
 * calendar file, and the in-app notification. A slot in the past (London time) is 400, a vehicle
 * that is not the caller's 404, a slot the vehicle already has 409 (the partial unique index
 * decides, so two bookings at the same moment cannot both land).
 */
export async function bookAppointment(deps: AppointmentDeps, customer: Customer, body: Booking) {
  const now = deps.now();
  const problem = slotProblem(body, now);
  if (problem) {
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, problem.message, 400, {
      [problem.field]: problem.message,
    });
  }
  try {
    const id = await deps.db.transaction(async (tx) => {
      const vehicle = await shareOwnVehicle(tx, body.vehicleId, customer.id);
      if (!vehicle) throw notFound(SAVED_VEHICLE_MESSAGES.notFound);
      const id = await insertAppointment(tx, {
        userId: customer.id,
        vehicleId: vehicle.id,
        serviceType: body.serviceType,
        scheduledDate: body.date,
        scheduledHour: body.hour,
      });
      const service = schedulerServiceLabel(body.serviceType);
      const day = appointmentDay(body.date);
      const time = appointmentTime(body.hour);
      const vehicleName = vehicleText(vehicle);
      const firstName = await customerFirstName(tx, customer.id);
      const event = await calendarOf(deps, tx, { id, ...body, status: "scheduled", vehicle }, now);
      const ics = calendarAttachment(event);
      await deps.outbox.enqueue(
        tx,
        customer.email,
        "appointment-confirmation",
        {
          customerName: greetingName(firstName, customer.name),
          customerEmail: customer.email,
          vehicle: vehicleName,
          service,
          day,
          time,
          appointmentId: id,
        },
        { attachments: [ics] },
      );
      await insertNotification(tx, {
        kind: "appointment_booked",
        userId: customer.id,
        title: M.scheduledTitle,
        body: `${service} for your ${vehicleName} on ${day} at ${time}.`,
        link: "/dashboard?tab=vehicles",
      });
      return id;
    });
    const booked = await findAppointment(deps.db, id, customer.id);
    if (!booked) throw new Error(`the appointment ${id} just booked was not found`);
    return view(booked, now);
  } catch (error) {
    if (hasPgCode(error, PG_UNIQUE_VIOLATION)) {
      throw new AppError(ERROR_CODES.CONFLICT, M.slotTaken, 409);
    }
    // The vehicle was removed while this booking waited for it.
    if (hasPgCode(error, PG_FOREIGN_KEY_VIOLATION)) {
      throw notFound(SAVED_VEHICLE_MESSAGES.notFound);
    }
    throw error;
  }
}

/** The customer's own appointments, a keyset page at a time. */
export async function customerAppointments(
  deps: Pick<AppointmentDeps, "db" | "now">,
  userId: string,
  query: { scope: "upcoming" | "all"; cursor?: ListPosition; pageSize: number },
) {
  const now = deps.now();
  const page = await listCustomerAppointments(
    deps.db,
    userId,
    query.scope,
    londonDateAndHour(now),
    { after: query.cursor, pageSize: query.pageSize },
  );
  return {
    items: page.items.map((row) => view(row, now)),
    pageSize: query.pageSize,
    total: page.total,
    nextCursor: page.nextCursor,
  };
}

/**
 * Cancels one of the customer's own appointments that is still to come (409 otherwise) and, in
 * the same transaction, e-mails the calendar cancellation that takes it out of their calendar.
 */
export async function cancelOwnAppointment(deps: AppointmentDeps, customer: Customer, id: string) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const found = await findAppointment(tx, id, customer.id, "update");
    if (!found) throw notFound(M.notFound);
    if (!isUpcomingAppointment(found, now)) {
      throw new AppError(ERROR_CODES.CONFLICT, M.notUpcoming, 409);
    }
    await cancelAppointment(tx, id);
    const event = await calendarOf(deps, tx, { ...found, status: "cancelled" }, now);
    const firstName = await customerFirstName(tx, customer.id);
    await deps.outbox.enqueue(
      tx,
      customer.email,
      "appointment-cancellation",
      {
        customerName: greetingName(firstName, customer.name),
        customerEmail: customer.email,
        vehicle: vehicleText(found.vehicle),
        service: schedulerServiceLabel(found.serviceType),
        day: appointmentDay(found.date),
        time: appointmentTime(found.hour),
        appointmentId: id,
      },
      { attachments: [calendarAttachment(event)] },
    );
  });
  const cancelled = await findAppointment(deps.db, id, customer.id);
  if (!cancelled) throw new Error(`the appointment ${id} just cancelled was not found`);
  return view(cancelled, now);
}

/**
 * One of the customer's own appointments as a calendar file (404 for anyone else's): the event
 * as it stands, so a cancelled one downloads as its cancellation.
 */
export async function appointmentCalendar(
  deps: Pick<AppointmentDeps, "db" | "config" | "now">,
  userId: string,
  id: string,
) {
  const found = await findAppointment(deps.db, id, userId);
  if (!found) throw notFound(M.notFound);
  const event = await calendarOf(deps, deps.db, found, deps.now());
  return {
    filename: calendarFilename(found),
    contentType: calendarContentType(event.method),
    content: calendarFile(event),
  };
}

/** Every customer's appointments for staff, a keyset page at a time. */
export async function staffAppointments(
  deps: Pick<AppointmentDeps, "db" | "now">,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const now = deps.now();
  const page = await listAllAppointments(deps.db, londonDateAndHour(now), {
    after: staffListPosition(query.cursor),
    pageSize: query.pageSize,
  });
  return {
    items: page.items.map((row) => view(row, now)),
    pageSize: query.pageSize,
    total: page.total,
    nextCursor: page.nextCursor,
  };
}
