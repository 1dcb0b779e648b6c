import { joinServiceTypes, priorityOf, type QuoteRequestBody } from "@automobi/domain";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { readCachedVehicleFacts } from "../../vehicles/cache.ts";
import { QUOTE_RATE_RULES as R } from "./rate-limits.ts";
import {
  ensureProfile,
  findByIdempotencyKey,
  insertQuoteRequest,
  type QuoteRequestRow,
  saveVehicle,
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
    // The year and MOT due date (for reminders) come from our own lookup of the plate.
    const facts = await readCachedVehicleFacts(tx, body.registration);
    const vehicleId = await saveVehicle(tx, {
      userId: customer.id,
      registration: body.registration,
      make: body.make,
      model: body.model,
      year: facts?.year ?? null,
      motDueDate: facts?.motDueDate ?? null,
    });
    const serviceType = joinServiceTypes(body.services);
    const request = await insertQuoteRequest(tx, {
      userId: customer.id,
      customerEmail: customer.email,
      vehicleRegistration: body.registration,
      vehicleMake: body.make,
      vehicleModel: body.model,
      vehicleId,
      serviceType,
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
      serviceType,
      quoteRequestId: request.id,
    });
    await outbox.enqueue(tx, config.supportEmail, "staff-new-request", {
      customerEmail: customer.email,
      vehicleMake: body.make,
      vehicleModel: body.model,
      vehicleRegistration: body.registration,
      serviceType,
      quoteRequestId: request.id,
      priority: priorityOf({ createdAt: request.createdAt, serviceType }, request.createdAt),
    });
    return { request, created: true };
  });
}
