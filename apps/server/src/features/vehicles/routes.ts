import {
  errorResponses,
  savedVehicle,
  savedVehicleCreateRequest,
  savedVehicleDeleteResponse,
  savedVehicleListQuery,
  savedVehicleListResponse,
  savedVehicleParams,
  vehicleHistoryResponse,
  vehicleLookupRequest,
  vehicleLookupResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import type { RateLimiter, RateRule } from "../../http/rate-limiter.ts";
import { lookupAnswer } from "../../vehicles/lookup-answer.ts";
import type { VehicleLookup } from "../../vehicles/lookup-service.ts";
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
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/vehicle-lookup",
    {
      config: { access: "public" },
      schema: {
        body: vehicleLookupRequest,
        response: { 200: vehicleLookupResponse, ...errorResponses(404, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      // The body schema has already normalised the plate and refused non-UK formats.
      const { registrationNumber } = request.body;
      // Counted before the cache too: the limit is on asking, whatever it costs us.
      await opts.limiter.hit(VEHICLE_LOOKUP_RATE, request.ip);
      const details = await opts.lookup.find(registrationNumber, request.log);
      return reply.header("cache-control", "no-store").send(lookupAnswer(details));
    },
  );
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "customer" } as const;

  api.get(
    "/api/vehicles",
    {
      config,
      schema: {
        querystring: savedVehicleListQuery,
        response: { 200: savedVehicleListResponse, ...errorResponses(401) },
      },
    },
    async (request) => savedVehicles(db, sessionOf(request).user.id, request.query),
  );

  api.post(
    "/api/vehicles",
    {
      config,
      schema: {
        body: savedVehicleCreateRequest,
        response: { 201: savedVehicle, ...errorResponses(401, 409, 422, 429, 502, 503) },
      },
    },
    async (request, reply) => {
      const userId = sessionOf(request).user.id;
      await limiter.hit(VEHICLE_ADD_RATE, userId);
      const saved = await addVehicle({ db, lookup }, userId, request.body, request.log);
      return reply.status(201).send(saved);
    },
  );

  api.delete(
    "/api/vehicles/:id",
    {
      config,
      schema: {
        params: savedVehicleParams,
        response: { 200: savedVehicleDeleteResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      await removeVehicle(db, sessionOf(request).user.id, request.params.id, now());
      return { id: request.params.id };
    },
  );

  api.get(
    "/api/vehicles/:id/history",
    {
      config,
      schema: {
        params: savedVehicleParams,
        response: { 200: vehicleHistoryResponse, ...errorResponses(401, 404) },
      },
    },
    async (request) => historyOf(db, sessionOf(request).user.id, request.params.id, now()),
  );
}
