import {
  customerQuoteRequest,
  emptyBody,
  errorResponses,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  quoteRequestCreateHeaders,
  quoteRequestCreateRequest,
  quoteRequestDeleteResponse,
  quoteRequestEditRequest,
  quoteRequestEditResponse,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestListResponse,
  quoteRequestParams,
} from "@automobi/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { sessionOf } from "../../auth/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { notFound } from "../../http/app-error.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { customerListQueries, customerRequestItemJson } from "./repository.ts";
import { deleteQuoteRequest, editQuoteRequest, submitQuoteRequest } from "./service.ts";

/** The customer's side of quote requests. Every query is filtered by the session's account. */
export async function quoteRequestRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config; limiter: RateLimiter },
) {
  const { db, outbox, config, limiter } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const customerOnly = { access: "customer" } as const;
  const listCustomerRequests = customerListQueries(db);

  api.post(
    "/api/quote-requests",
    {
      config: customerOnly,
      schema: {
        body: quoteRequestCreateRequest,
        headers: quoteRequestCreateHeaders,
        response: {
          200: customerQuoteRequest.meta({ description: "A retry: the request already made" }),
          201: customerQuoteRequest,
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const current = sessionOf(request);
      const result = await submitQuoteRequest(
        { db, outbox, config, limiter },
        { id: current.user.id, email: current.user.email },
        request.body,
        request.headers["idempotency-key"] ?? null,
        request.ip,
      );
      return reply.status(result.created ? 201 : 200).send(result.request);
    },
  );

  api.get(
    "/api/quote-requests",
    {
      config: customerOnly,
      schema: {
        querystring: quoteRequestListQuery,
        response: { 200: quoteRequestListResponse, ...errorResponses(401) },
      },
    },
    // The page comes as its JSON text, written by the database (decision 026).
    async (request) => {
      const current = sessionOf(request);
      const { cursor, pageSize, view } = request.query;
      const page = await listCustomerRequests(current.user.id, { view, after: cursor, pageSize });
      return encodedJson<z.output<typeof quoteRequestListResponse>>(page);
    },
  );

  // One request as the lists show it: where a link names a request beyond the loaded page.
  // Another account's request (staff's too: they are not its customer) is 404.
  api.get(
    "/api/quote-requests/:id",
    {
      config: customerOnly,
      schema: {
        params: quoteRequestParams,
        response: { 200: quoteRequestListItem, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const current = sessionOf(request);
      const item = await customerRequestItemJson(db, current.user.id, request.params.id);
      if (item === undefined) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
      return encodedJson<z.output<typeof quoteRequestListItem>>(item);
    },
  );

  // Another account's request (staff's too: they are not its customer) is 404.
  api.patch(
    "/api/quote-requests/:id",
    {
      config: customerOnly,
      schema: {
        params: quoteRequestParams,
        body: quoteRequestEditRequest,
        response: { 200: quoteRequestEditResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => editQuoteRequest(db, customerOf(request), request.params.id, request.body),
  );

  api.post(
    "/api/quote-requests/:id/delete",
    {
      config: customerOnly,
      schema: {
        params: quoteRequestParams,
        body: emptyBody,
        response: { 200: quoteRequestDeleteResponse, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => deleteQuoteRequest(db, customerOf(request), request.params.id),
  );
}

function customerOf(request: FastifyRequest) {
  const { user } = sessionOf(request);
  return { id: user.id, email: user.email };
}
