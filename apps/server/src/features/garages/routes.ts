import { garageContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { editGarage, garagePage, garagesNearRequest, openRequestsNearGarage } from "./service.ts";

/**
 * The garage directory (spec README item 12): list, search and edit, and what is near what:
 * the garages near a request, the open requests near a garage. Staff only.
 */
export async function garageAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  route(app, contracts.list, async (request) => garagePage(db, request.query));

  route(app, contracts.update, async (request) =>
    editGarage(db, { staff: sessionOf(request), request }, request.params.id, request.body),
  );

  route(app, contracts.nearRequest, async (request) =>
    garagesNearRequest(db, request.params.id, request.query),
  );

  route(app, contracts.nearbyRequests, async (request) =>
    openRequestsNearGarage(db, request.params.id, request.query),
  );
}
