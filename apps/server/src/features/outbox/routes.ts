import { outboxContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { listOutbox } from "./repository.ts";
import { resendFailedEmail } from "./service.ts";

/** Staff view of the e-mail outbox: what was sent, what failed and why, and a resend. */
export async function outboxAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  route(app, contracts.list, async (request) => {
    const { cursor, pageSize, status } = request.query;
    const page = await listOutbox(db, { status, after: cursor, pageSize });
    return { ...page, pageSize };
  });

  route(app, contracts.resend, async (request) =>
    resendFailedEmail(db, sessionOf(request), request, request.params.id),
  );
}
