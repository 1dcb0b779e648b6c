import { z } from "zod";
import { displayModel } from "../display.ts";
import { PAYMENT_STATUSES } from "../payment-status.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { registrationField } from "../schemas/fields.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { plainText } from "../schemas/text.ts";
import { vehicleLookupBodySchema } from "../schemas/vehicle-lookup.ts";
import { REQUEST_STATUSES } from "../statuses.ts";
import { REGISTRATION_REQUIRED } from "../vehicle-lookup.ts";
import { appointmentView } from "./appointments.ts";
import { cursorPageOf, timestamp } from "./common.ts";

export const vehicleLookupRequest = vehicleLookupBodySchema;

/** Make and model spelt as the catalogue spells them; a null model means the form must ask. */
export const vehicleLookupResponse = z.object({
  registration: z.string().meta({ description: "Upper case, no spaces: AB12CDE" }),
  make: z.string(),
  model: z.string().nullable().meta({ description: "Null when the provider (DVLA) has none" }),
  year: z.number().int().nullable(),
  fuelType: z.string().nullable(),
  colour: z.string().nullable(),
  motDueDate: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
});
export type VehicleLookupAnswer = z.output<typeof vehicleLookupResponse>;

/**
 * The customer's saved vehicles (spec 001 §2 Vehicles tab; spec README item 11).
 *
 * - `GET /api/vehicles?page&pageSize`: the caller's own, newest first.
 * - `POST /api/vehicles {registration, model?}`: the plate is looked up on the server through
 *   the quote form's lookup; the make (and the model, when the lookup knows it) come from that
 *   answer, never from the browser. `model` is read only when the lookup has none (the DVLA
 *   answers a make alone), as the quote form's model picker does. A plate the lookup does not
 *   know is 422; one already saved is 409.
 * - `DELETE /api/vehicles/:id`: 200 with its id; 404 for another's; 409 while a service is booked for it.
 *   Its past appointments go with it; its quote requests stay (they keep their own copy of the
 *   vehicle).
 * - `GET /api/vehicles/:id/history`: its requests (by registration), each with its accepted
 *   quote and payments, and its appointments, newest first, the latest
 *   `VEHICLE_HISTORY_LIMIT` of each.
 */

export const SAVED_VEHICLE_MESSAGES = {
  notFound: "Vehicle not found",
  alreadySaved: "This vehicle is already saved",
  unknownPlate:
    "We could not find a vehicle with this registration. Please check the number plate and try again.",
  modelRequired: "Please choose the model",
  hasUpcomingAppointment:
    "This vehicle has a service booked. Cancel the appointment before removing the vehicle.",
} as const;

export const VEHICLE_HISTORY_LIMIT = 50;

export const savedVehicle = z.object({
  id: z.uuid(),
  registration: z.string().meta({ description: "Upper case, no spaces: AB12CDE" }),
  make: z.string(),
  model: z.string(),
  year: z.number().int().nullable(),
  motDueDate: z.string().nullable().meta({ description: "YYYY-MM-DD, when the lookup knew it" }),
  createdAt: timestamp,
});
export type SavedVehicle = z.input<typeof savedVehicle>;

export const savedVehicleListQuery = cursorPaginationQuerySchema;
export const savedVehicleListResponse = cursorPageOf(savedVehicle);

export const savedVehicleCreateRequest = z.object({
  registration: registrationField(REGISTRATION_REQUIRED.message),
  model: plainText(TEXT_LIMITS.vehicle).transform(displayModel).optional(),
});
export type SavedVehicleCreateBody = z.input<typeof savedVehicleCreateRequest>;

export const savedVehicleParams = z.object({ id: z.uuid(SAVED_VEHICLE_MESSAGES.notFound) });

export const savedVehicleDeleteResponse = z.object({ id: z.uuid() });

export const vehicleHistoryRequest = z.object({
  id: z.uuid(),
  status: z.enum(REQUEST_STATUSES),
  services: z.array(z.string()).meta({ description: "The chosen services' ids" }),
  description: z.string(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
  /** The garage stays hidden here, as everywhere until the fee is paid. */
  acceptedQuote: z
    .object({
      id: z.uuid(),
      pricePence: z.number().int(),
      description: z.string(),
      estimatedDuration: z.string(),
      decidedAt: timestamp.nullable(),
    })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(PAYMENT_STATUSES),
      amountPence: z.number().int(),
      currency: z.string(),
      createdAt: timestamp,
      completedAt: timestamp.nullable(),
      /** 'R-000042', for a completed payment; downloaded by the payment's id. */
      receiptNumber: z.string().nullable(),
    }),
  ),
});

export const vehicleHistoryResponse = z.object({
  vehicle: savedVehicle,
  requests: z.array(vehicleHistoryRequest),
  appointments: z.array(appointmentView),
});
export type VehicleHistory = z.input<typeof vehicleHistoryResponse>;
