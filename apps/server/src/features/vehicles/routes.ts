import { vehicleContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
import { lookupAnswer } from "../../providers/vehicle-data/lookup-answer.ts";
import type { VehicleLookup } from "../../providers/vehicle-data/lookup-service.ts";
import { addVehicle, historyOf, removeVehicle, savedVehicles } from "./service.ts";

/**
 * Providers meter their API keys, so one visitor cannot spend the quota: 20 Find presses per
 * 10 minutes per address is far beyond a customer checking a plate or two.
 */
export const VEHICLE_LOOKUP_RATE: RateRule = {
  name: "vehicle-lookup:ip",
  max: 20,
  windowSeconds: 600,
};

/** Adding a vehicle spends a lookup too: a customer adds a car or two, not dozens. */
export const VEHICLE_ADD_RATE: RateRule = {
  name: "vehicle-add:account",
  max: 20,
  windowSeconds: 600,
};

export interface VehicleLookupRoutesOptions {
  lookup: VehicleLookup;
  limiter: RateLimiter;
}

export async function vehicleLookupRoutes(app: FastifyInstance, opts: VehicleLookupRoutesOptions) {
  route(app, contracts.lookup, async (request, reply) => {
    // The body schema has already normalised the plate and refused non-UK formats.
    const { registrationNumber } = request.body;
    // Counted before the cache too: the limit is on asking, whatever it costs us.
    await opts.limiter.hit(VEHICLE_LOOKUP_RATE, request.ip);
    const details = await opts.lookup.find(registrationNumber, request.log);
    return reply.header("cache-control", "no-store").send(lookupAnswer(details));
  });
}

/**
 * The Vehicles tab: the customer's saved vehicles, Add Vehicle by registration (through the
 * lookup above), Remove and each vehicle's service history. Another account's vehicle, a
 * staff account's view of a customer's too, is 404.
 */
export async function savedVehicleRoutes(
  app: FastifyInstance,
  opts: { db: Database; lookup: VehicleLookup; limiter: RateLimiter; now: () => Date },
) {
  const { db, lookup, limiter, now } = opts;

  route(app, contracts.list, async (request) =>
    savedVehicles(db, sessionOf(request).user.id, request.query),
  );

  route(app, contracts.save, async (request, reply) => {
    const userId = sessionOf(request).user.id;
    await limiter.hit(VEHICLE_ADD_RATE, userId);
    const saved = await addVehicle({ db, lookup }, userId, request.body, request.log);
    return reply.status(201).send(saved);
  });

  route(app, contracts.remove, async (request) => {
    await removeVehicle(db, sessionOf(request).user.id, request.params.id, now());
    return { id: request.params.id };
  });

  route(app, contracts.history, async (request) =>
    historyOf(db, sessionOf(request).user.id, request.params.id, now()),
  );
}
