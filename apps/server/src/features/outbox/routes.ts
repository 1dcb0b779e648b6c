import {
  emptyBody,
  errorResponses,
  outboxIdParams,
  outboxListQuery,
  outboxListResponse,
  outboxResendResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { listOutbox } from "./repository.ts";
import { resendFailedEmail } from "./service.ts";

/** Staff view of the e-mail outbox: what was sent, what failed and why, and a resend. */
export async function outboxAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;

  api.get(
    "/api/admin/outbox",
    {
      config,
      schema: {
        querystring: outboxListQuery,
        response: { 200: outboxListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { cursor, pageSize, status } = request.query;
      const page = await listOutbox(db, { status, after: cursor, pageSize });
      return { ...page, pageSize };
    },
  );

  api.post(
    "/api/admin/outbox/:id/resend",
    {
      config,
      schema: {
        params: outboxIdParams,
        body: emptyBody,
        response: { 200: outboxResendResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => resendFailedEmail(db, sessionOf(request), request, request.params.id),
  );
}
