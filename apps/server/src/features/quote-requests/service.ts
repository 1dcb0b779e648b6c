import {
  DELETE_REFUSALS,
  deleteBlockReason,
  ERROR_CODES,
  editBlockReason,
  NOT_PENDING_EDIT_MESSAGE,
  priorityOf,
} from "@automobi/domain";
import {
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  type QuoteRequestBody,
  type QuoteRequestEditBody,
  type quoteRequestListItem,
} from "@automobi/domain/schemas";
import type { z } from "zod";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { readCachedVehicleFacts } from "../../providers/vehicle-data/cache.ts";
import { QUOTE_RATE_RULES as R } from "./rate-limits.ts";
import {
  customerRequestItemJson,
  type EditableFields,
  ensureProfile,
  findByIdempotencyKey,
  insertQuoteRequest,
  lockCustomerRequest,
  type QuoteRequestRow,
  saveVehicle,
  softDeleteRequest,
  updateEditableRequest,
} from "./repository.ts";

export interface SubmitDeps {
  db: Database;
  outbox: Outbox;
  config: Config;
  limiter: RateLimiter;
}

export interface Customer {
  id: string;
  email: string;
}

/**
 * Submits a quote request in one transaction: the profile if missing, the vehicle, the
 * request, the customer's confirmation and the staff notification. Any failure rolls all of
 * it back. The same idempotency key gives back the first request instead of a second one.
 * New submissions are limited per account and per client IP (429 with Retry-After).
 */
export async function submitQuoteRequest(
  deps: SubmitDeps,
  customer: Customer,
  body: QuoteRequestBody,
  idempotencyKey: string | null,
  clientIp: string,
): Promise<{ request: QuoteRequestRow; created: boolean }> {
  const { db, outbox, config, limiter } = deps;
  // A retry of a stored submission creates nothing and sends nothing: it costs no budget.
  if (idempotencyKey) {
    const earlier = await findByIdempotencyKey(db, customer.id, idempotencyKey);
    if (earlier) return { request: earlier, created: false };
  }
  // The account first, so one account over its limit does not use up its neighbours' IP budget.
  await limiter.hit(R.submitAccount, customer.id);
  await limiter.hit(R.submitIp, clientIp);
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const earlier = await findByIdempotencyKey(tx, customer.id, idempotencyKey);
      if (earlier) return { request: earlier, created: false };
    }
    await ensureProfile(tx, customer.id, body.firstName, body.lastName);
    const vehicleId = await saveCustomerVehicle(tx, customer.id, body);
    const { services } = body;
    const request = await insertQuoteRequest(tx, {
      userId: customer.id,
      customerEmail: customer.email,
      vehicleRegistration: body.registration,
      vehicleMake: body.make,
      vehicleModel: body.model,
      vehicleId,
      services,
      description: body.description,
      budgetRange: body.budgetRange,
      partsPreference: body.partsPreference,
      postcode: body.postcode,
      mobile: body.mobile,
      travelDistance: body.travelDistance,
      timeframe: body.timeframe,
      idempotencyKey,
    });
    if (!request) {
      // A concurrent submit with the same key won the race: answer with its row.
      const earlier = await findByIdempotencyKey(tx, customer.id, idempotencyKey ?? "");
      if (earlier) return { request: earlier, created: false };
      throw new Error("quote request insert returned no row");
    }
    await outbox.enqueue(tx, customer.email, "quote-submitted", {
      customerName: greetingName(body.firstName),
      customerEmail: customer.email,
      vehicleMake: body.make,
      vehicleModel: body.model,
      services,
      quoteRequestId: request.id,
    });
    await outbox.enqueue(tx, config.supportEmail, "staff-new-request", {
      customerEmail: customer.email,
      vehicleMake: body.make,
      vehicleModel: body.model,
      vehicleRegistration: body.registration,
      services,
      quoteRequestId: request.id,
      priority: priorityOf({ createdAt: request.createdAt, services }, request.createdAt),
    });
    return { request, created: true };
  });
}

/** Saves the customer's vehicle, one per registration, as a submission does; answers its id. */
async function saveCustomerVehicle(
  tx: DbOrTx,
  userId: string,
  vehicle: { registration: string; make: string; model: string },
) {
  // The year and MOT due date (for reminders) come from our own lookup of the plate.
  const facts = await readCachedVehicleFacts(tx, vehicle.registration);
  return saveVehicle(tx, {
    userId,
    registration: vehicle.registration,
    make: vehicle.make,
    model: vehicle.model,
    year: facts?.year ?? null,
    motDueDate: facts?.motDueDate ?? null,
  });
}

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

/**
 * The Manage tab's edit, in one transaction on the locked request: refused (409, with the
 * spec's text) unless the request is pending and editable, and written only while it still is.
 * A changed vehicle is saved to the customer's vehicles as on submission, and the request points
 * at it. Answers the request as the customer's list shows it.
 */
export async function editQuoteRequest(
  db: Database,
  customer: Customer,
  id: string,
  body: QuoteRequestEditBody,
) {
  return db.transaction(async (tx) => {
    const current = await lockCustomerRequest(tx, customer.id, id);
    if (!current) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    const blocked = editBlockReason(current);
    if (blocked) throw conflict(blocked);
    const { services, registration, make, model, ...details } = body;
    const fields: EditableFields = { ...details, services };
    const vehicle = {
      registration: registration ?? current.vehicleRegistration,
      make: make ?? current.vehicleMake,
      model: model ?? current.vehicleModel,
    };
    if (
      vehicle.registration !== current.vehicleRegistration ||
      vehicle.make !== current.vehicleMake ||
      vehicle.model !== current.vehicleModel
    ) {
      fields.vehicleId = await saveCustomerVehicle(tx, customer.id, vehicle);
      fields.vehicleRegistration = vehicle.registration;
      fields.vehicleMake = vehicle.make;
      fields.vehicleModel = vehicle.model;
    }
    if (!(await updateEditableRequest(tx, customer.id, id, fields))) {
      throw conflict(NOT_PENDING_EDIT_MESSAGE);
    }
    // As the lists show it: the same JSON text, written by the database (decision 026).
    const item = await customerRequestItemJson(tx, customer.id, id);
    if (item === undefined) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    return encodedJson<z.output<typeof quoteRequestListItem>>(item);
  });
}

/**
 * The customer's soft delete ('Quote Moved to Deleted'): a pending, editable request becomes
 * deleted with its deletion time, on the locked row and only while it is still so (409
 * otherwise). Answers the request as the Deleted tab lists it.
 */
export async function deleteQuoteRequest(db: Database, customer: Customer, id: string) {
  return db.transaction(async (tx) => {
    const current = await lockCustomerRequest(tx, customer.id, id);
    if (!current) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    const blocked = deleteBlockReason(current);
    if (blocked) throw conflict(blocked);
    if (!(await softDeleteRequest(tx, customer.id, id, new Date()))) {
      throw conflict(DELETE_REFUSALS.notPending);
    }
    // As the lists show it: the same JSON text, written by the database (decision 026).
    const item = await customerRequestItemJson(tx, customer.id, id);
    if (item === undefined) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    return encodedJson<z.output<typeof quoteRequestListItem>>(item);
  });
}
