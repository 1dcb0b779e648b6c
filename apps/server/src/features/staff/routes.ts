import {
  emptyBody,
  errorResponses,
  staffChangeResponse,
  staffListResponse,
  staffParams,
  staffPromoteRequest,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { SessionCache } from "../../auth/session-cache.ts";
import type { Database } from "../../db/client.ts";
import { demoteToCustomer, promoteToAdmin, staffList } from "./service.ts";

/** Staff accounts: list, promote, demote; all audited. Super admins only. */
export async function staffRoutes(
  app: FastifyInstance,
  opts: { db: Database; sessions: SessionCache },
) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "super_admin" } as const;

  api.get(
    "/api/admin/staff",
    {
      config,
      schema: { response: { 200: staffListResponse, ...errorResponses(401, 403) } },
    },
    async () => staffList(db),
  );

  api.post(
    "/api/admin/staff",
    {
      config,
      schema: {
        body: staffPromoteRequest,
        response: { 200: staffChangeResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      promoteToAdmin(opts, { staff: sessionOf(request), request }, request.body.email),
  );

  api.post(
    "/api/admin/staff/:id/demote",
    {
      config,
      schema: {
        params: staffParams,
        body: emptyBody,
        response: { 200: staffChangeResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      demoteToCustomer(opts, { staff: sessionOf(request), request }, request.params.id),
  );
}
