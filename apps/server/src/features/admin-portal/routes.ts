import { adminPortalContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
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
  const readStats = sharedReading(() => portalStats(db, now()));

  route(app, contracts.stats, async () => readStats());

  route(app, contracts.list, async (request) => portalList(db, request.query));
}
