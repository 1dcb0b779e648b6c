import { staffContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { SessionCache } from "../../access/session-cache.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { demoteToCustomer, promoteToAdmin, staffList } from "./service.ts";

/** Staff accounts: list, promote, demote; all audited. Super admins only. */
export async function staffRoutes(
  app: FastifyInstance,
  opts: { db: Database; sessions: SessionCache },
) {
  const { db } = opts;

  route(app, contracts.list, async () => staffList(db));

  route(app, contracts.promote, async (request) =>
    promoteToAdmin(opts, { staff: sessionOf(request), request }, request.body.email),
  );

  route(app, contracts.demote, async (request) =>
    demoteToCustomer(opts, { staff: sessionOf(request), request }, request.params.id),
  );
}
