import {
  errorResponses,
  recentRequestsResponse,
  ticketDetailResponse,
  ticketListQuery,
  ticketListResponse,
  ticketParams,
  ticketRespondRequest,
  ticketRespondResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { recentRequests, respondToTicket, ticketDetail, ticketPage } from "./service.ts";

/**
 * Customer Service Center (spec 001 §2): the recent requests and the support tickets with their
 * conversation and Send Response. Staff only. Mark as Quoted and Mark Complete are the
 * transitions of features/admin-requests.
 */
export async function customerServiceRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox },
) {
  const { db, outbox } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;

  api.get(
    "/api/admin/customer-service/recent",
    {
      config,
      schema: { response: { 200: recentRequestsResponse, ...errorResponses(401, 403) } },
    },
    async () => recentRequests(db),
  );

  api.get(
    "/api/admin/tickets",
    {
      config,
      schema: {
        querystring: ticketListQuery,
        response: { 200: ticketListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ticketPage(db, request.query),
  );

  api.get(
    "/api/admin/tickets/:id",
    {
      config,
      schema: {
        params: ticketParams,
        response: { 200: ticketDetailResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ticketDetail(db, request.params.id),
  );

  api.post(
    "/api/admin/tickets/:id/responses",
    {
      config,
      schema: {
        params: ticketParams,
        body: ticketRespondRequest,
        response: { 201: ticketRespondResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await respondToTicket(
        { db, outbox },
        { staff: sessionOf(request), request },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );
}
