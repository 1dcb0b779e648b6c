import { auditLogContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { listAudit } from "./repository.ts";

/** The audit log: who did what and when, newest first. Super admins only. */
export async function auditLogRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  route(app, contracts.list, async (request) => {
    const { cursor, pageSize } = request.query;
    const page = await listAudit(db, { after: cursor, pageSize });
    return { ...page, pageSize };
  });
}
