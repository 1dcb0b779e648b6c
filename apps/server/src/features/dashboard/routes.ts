import { dashboardStatsResponse, errorResponses } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { dashboardStatsReader } from "./repository.ts";

/** The customer dashboard's stat cards, for the signed-in account's own requests and ledger. */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const readDashboardStats = dashboardStatsReader(opts.db);
  api.get(
    "/api/dashboard/stats",
    {
      config: { access: "customer" },
      schema: { response: { 200: dashboardStatsResponse, ...errorResponses(401) } },
    },
    async (request) => readDashboardStats(sessionOf(request).user.id),
  );
}
