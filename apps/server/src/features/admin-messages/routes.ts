import {
  adminMessage,
  adminMessageHistoryQuery,
  adminMessageHistoryResponse,
  adminMessageSendRequest,
  adminRequestParams,
  errorResponses,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { messageHistory, sendMessage } from "./service.ts";

/** Customer Messaging (spec 001 §2): a request's message history, and a new message. */
export async function adminMessageRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox },
) {
  const deps = { db: opts.db, outbox: opts.outbox };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;
  const path = "/api/admin/quote-requests/:id/messages";

  api.get(
    path,
    {
      config,
      schema: {
        params: adminRequestParams,
        querystring: adminMessageHistoryQuery,
        response: { 200: adminMessageHistoryResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => messageHistory(opts.db, request.params.id, request.query),
  );

  api.post(
    path,
    {
      config,
      schema: {
        params: adminRequestParams,
        body: adminMessageSendRequest,
        response: { 201: adminMessage, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = { staff: sessionOf(request), request };
      const sent = await sendMessage(deps, actor, request.params.id, request.body);
      return reply.status(201).send(sent);
    },
  );
}
