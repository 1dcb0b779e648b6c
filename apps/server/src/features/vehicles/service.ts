import {
  appointmentTime,
  ERROR_CODES,
  isUpcomingAppointment,
  type ListPosition,
  londonDateAndHour,
  receiptNumberText,
} from "@automobi/domain";
import { SAVED_VEHICLE_MESSAGES as M, type SavedVehicleCreateBody } from "@automobi/domain/schemas";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { lookupAnswer } from "../../providers/vehicle-data/lookup-answer.ts";
import type { LookupLog, VehicleLookup } from "../../providers/vehicle-data/lookup-service.ts";
import {
  deleteVehicle,
  findOwnVehicle,
  hasPlate,
  hasUpcomingAppointment,
  insertVehicle,
  listVehicles,
  vehicleHistory,
} from "./repository.ts";

type AddBody = Omit<SavedVehicleCreateBody, "registration"> & { registration: string };

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

/** The Vehicles tab: the customer's own, newest first. */
export async function savedVehicles(
  db: Database,
  userId: string,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const page = await listVehicles(db, userId, { after: query.cursor, pageSize: query.pageSize });
  return { ...page, pageSize: query.pageSize };
}

/**
 * Add Vehicle: the plate goes through the quote form's lookup on the server, and the make,
 * model, year and MOT due date are the lookup's. The model typed in the browser is used only
 * when the lookup has none (the DVLA answers a make alone). One per registration per customer.
 */
export async function addVehicle(
  deps: { db: Database; lookup: VehicleLookup },
  userId: string,
  body: AddBody,
  log?: LookupLog,
) {
  const { db, lookup } = deps;
  // Checked before the lookup too, so a plate already saved spends nothing of the quota.
  if (await hasPlate(db, userId, body.registration)) throw conflict(M.alreadySaved);
  let details: Awaited<ReturnType<VehicleLookup["find"]>>;
  try {
    details = await lookup.find(body.registration, log);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) {
      throw new AppError(ERROR_CODES.LOOKUP_FAILED, M.unknownPlate, 422);
    }
    throw error;
  }
  const answer = lookupAnswer(details);
  const model = answer.model ?? (body.model || null);
  if (!model) {
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, M.modelRequired, 422, {
      model: M.modelRequired,
    });
  }
  const saved = await insertVehicle(db, {
    userId,
    registration: body.registration,
    make: answer.make,
    model,
    year: plausibleYear(answer.year),
    motDueDate: calendarDay(answer.motDueDate),
  });
  // Another request saved the same plate between the check and the insert.
  if (!saved) throw conflict(M.alreadySaved);
  return saved;
}

/** A provider's odd value must not fail the insert on the table's checks. */
function plausibleYear(year: number | null): number | null {
  return year !== null && Number.isInteger(year) && year >= 1886 && year <= 2100 ? year : null;
}

function calendarDay(day: string | null): string | null {
  if (day === null || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * Remove: refused (409) while a service is booked for the vehicle and still to come. The row is
 * locked first, so a booking being made at the same moment either lands before (and the
 * removal is refused) or finds the vehicle gone (404).
 */
export async function removeVehicle(db: Database, userId: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const vehicle = await findOwnVehicle(tx, id, userId, true);
    if (!vehicle) throw notFound(M.notFound);
    if (await hasUpcomingAppointment(tx, id, londonDateAndHour(now))) {
      throw conflict(M.hasUpcomingAppointment);
    }
    await deleteVehicle(tx, id, userId);
  });
}

/** The vehicle's service history: its requests with accepted quotes and payments, its bookings. */
export async function historyOf(db: Database, userId: string, id: string, now: Date) {
  const vehicle = await findOwnVehicle(db, id, userId);
  if (!vehicle) throw notFound(M.notFound);
  const [requests, bookings] = await vehicleHistory(db, vehicle, userId);
  const { registration, make, model } = vehicle;
  return {
    vehicle,
    requests: requests.map(({ quotes, payments, ...request }) => ({
      ...request,
      acceptedQuote: quotes[0] ?? null,
      payments: payments.map(({ receiptNumber, ...payment }) => ({
        ...payment,
        receiptNumber:
          payment.status === "completed" && receiptNumber !== null
            ? receiptNumberText(receiptNumber)
            : null,
      })),
    })),
    appointments: bookings.map((booking) => ({
      ...booking,
      vehicle: { registration, make, model },
      time: appointmentTime(booking.hour),
      upcoming: isUpcomingAppointment(booking, now),
    })),
  };
}
