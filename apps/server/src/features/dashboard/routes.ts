import { dashboardContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { dashboardStatsReader } from "./repository.ts";

/** The customer dashboard's stat cards, for the signed-in account's own requests and ledger. */
export async function dashboardRoutes(app: FastifyInstance, opts: { db: Database }) {
  const readDashboardStats = dashboardStatsReader(opts.db);
  route(app, contracts.stats, async (request) => readDashboardStats(sessionOf(request).user.id));
}
