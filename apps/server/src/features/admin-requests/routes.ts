import {
  adminRequestActionContracts,
  adminRequestContracts as contracts,
} from "@automobi/domain/contracts";
import { ADMIN_REQUEST_ACTIONS } from "@automobi/domain/schemas";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
import {
  deletePermanently,
  filterCounts,
  purgeRequest,
  requestLists,
  transitionRequest,
} from "./service.ts";

/**
 * The admin lists of quote requests (dashboard, quote processing, deleted) and their status
 * actions (spec 001 §2, §4). Staff only; every write is in the audit log.
 */
export async function adminRequestRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config },
) {
  const { db, outbox, config } = opts;
  const listRequests = requestLists(db);

  route(app, contracts.list, async (request) => listRequests(request.query));

  route(app, contracts.counts, async () => filterCounts(db));

  for (const action of ADMIN_REQUEST_ACTIONS) {
    route(app, adminRequestActionContracts[action], async (request) =>
      transitionRequest(
        { db, outbox, config },
        { staff: sessionOf(request), request },
        request.params.id,
        action,
      ),
    );
  }

  route(app, contracts.deletePermanently, async (request) =>
    deletePermanently(db, { staff: sessionOf(request), request }, request.params.id),
  );

  // Customer Management (Admin Portal): soft delete and permanent delete in one go.
  route(app, contracts.purge, async (request) =>
    purgeRequest(db, { staff: sessionOf(request), request }, request.params.id),
  );
}
