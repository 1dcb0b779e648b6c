import { errorResponses, vehicleLookupRequest, vehicleLookupResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { RateLimiter, RateRule } from "../../http/rate-limiter.ts";
import { lookupAnswer } from "../../vehicles/lookup-answer.ts";
import type { VehicleLookup } from "../../vehicles/lookup-service.ts";

/**
 * Providers meter their API keys, so one visitor cannot spend the quota: 20 Find presses per
 * 10 minutes per address is far beyond a customer checking a plate or two.
 */
export const VEHICLE_LOOKUP_RATE: RateRule = {
  name: "vehicle-lookup:ip",
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
