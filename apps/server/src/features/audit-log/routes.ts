import { auditListQuery, auditListResponse, errorResponses } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { listAudit } from "./repository.ts";

/** The audit log: who did what and when, newest first. Super admins only. */
export async function auditLogRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/audit",
    {
      config: { access: "super_admin" },
      schema: {
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const page = await listAudit(db, { after: cursor, pageSize });
      return { ...page, pageSize };
    },
  );
}
