import {
  APPOINTMENT_DURATION_HOURS,
  type AppointmentStatus,
  displayVehicleWithRegistration,
  type SchedulerServiceId,
  schedulerServiceLabel,
} from "@automobi/domain";
import type { CalendarEvent } from "../../email/calendar.ts";

export interface CalendarAppointment {
  id: string;
  serviceType: SchedulerServiceId;
  date: string;
  hour: number;
  status: AppointmentStatus;
  vehicle: { registration: string; make: string; model: string };
}

export interface CalendarContext {
  publicUrl: string;
  supportEmail: string;
  platformName: string;
  /** When the file is made (DTSTAMP). */
  stamp: Date;
}

/** 'Volkswagen Golf (AB12 CDE)'. */
export const vehicleText = (v: { make: string; model: string; registration: string }) =>
  displayVehicleWithRegistration({
    vehicleMake: v.make,
    vehicleModel: v.model,
    vehicleRegistration: v.registration,
  });

/** `<appointment id>@<host>`: the same event in every file made for the appointment. */
export function appointmentUid(id: string, publicUrl: string): string {
  return `${id}@${new URL(publicUrl).hostname || "automobi.local"}`;
}

/**
 * The appointment as a calendar event, in the state it is in. Nothing is stored for it: the UID
 * is the appointment's id and the revision follows the status, 0 while booked and 1 once
 * cancelled (the only change an appointment can go through), so the cancellation always
 * outranks the file the customer was given at booking.
 */
export function appointmentEvent(
  appointment: CalendarAppointment,
  ctx: CalendarContext,
): CalendarEvent {
  const cancelled = appointment.status === "cancelled";
  const service = schedulerServiceLabel(appointment.serviceType);
  const vehicle = vehicleText(appointment.vehicle);
  return {
    uid: appointmentUid(appointment.id, ctx.publicUrl),
    date: appointment.date,
    hour: appointment.hour,
    durationHours: APPOINTMENT_DURATION_HOURS,
    summary: `${service}: ${vehicle}`,
    description: cancelled
      ? `This ${service} for your ${vehicle} is cancelled.`
      : `${service} for your ${vehicle}. Manage it on your dashboard: ${ctx.publicUrl}/dashboard`,
    stamp: ctx.stamp,
    method: cancelled ? "CANCEL" : "PUBLISH",
    sequence: cancelled ? 1 : 0,
    organizer: { name: ctx.platformName, email: ctx.supportEmail },
  };
}

/** The downloaded file's name: 'mot-test-2026-07-01.ics'. */
export function calendarFilename(appointment: { serviceType: string; date: string }): string {
  return `${appointment.serviceType}-${appointment.date}.ics`;
}
