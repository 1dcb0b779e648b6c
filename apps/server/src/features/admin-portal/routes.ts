import {
  errorResponses,
  portalListQuery,
  portalListResponse,
  portalStatsResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { portalList, portalStats } from "./service.ts";
import { sharedReading } from "./shared-reading.ts";

/**
 * The Admin Portal's statistics, charts and detail lists (spec 001 §2 Admin Portal, §9).
 * Staff only; `now` is the app's clock, which tests fix.
 */
export async function adminPortalRoutes(
  app: FastifyInstance,
  opts: { db: Database; now: () => Date },
) {
  const { db, now } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;
  const readStats = sharedReading(() => portalStats(db, now()));

  api.get(
    "/api/admin/portal/stats",
    { config, schema: { response: { 200: portalStatsResponse, ...errorResponses(401, 403) } } },
    async () => readStats(),
  );

  api.get(
    "/api/admin/portal/list",
    {
      config,
      schema: {
        querystring: portalListQuery,
        response: { 200: portalListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => portalList(db, request.query),
  );
}
