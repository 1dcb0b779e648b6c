import { quoteRequestContracts as contracts } from "@automobi/domain/contracts";
import {
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  type quoteRequestListItem,
  type quoteRequestListResponse,
} from "@automobi/domain/schemas";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { notFound } from "../../http/app-error.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { route } from "../../http/route.ts";
import { customerListQueries, customerRequestItemJson } from "./repository.ts";
import { deleteQuoteRequest, editQuoteRequest, submitQuoteRequest } from "./service.ts";

/** The customer's side of quote requests. Every query is filtered by the session's account. */
export async function quoteRequestRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config; limiter: RateLimiter },
) {
  const { db, outbox, config, limiter } = opts;
  const listCustomerRequests = customerListQueries(db);

  route(app, contracts.create, async (request, reply) => {
    const current = sessionOf(request);
    const result = await submitQuoteRequest(
      { db, outbox, config, limiter },
      { id: current.user.id, email: current.user.email },
      request.body,
      request.headers["idempotency-key"] ?? null,
      request.ip,
    );
    return reply.status(result.created ? 201 : 200).send(result.request);
  });

  // The page comes as its JSON text, written by the database (decision 026).
  route(app, contracts.list, async (request) => {
    const current = sessionOf(request);
    const { cursor, pageSize, view } = request.query;
    const page = await listCustomerRequests(current.user.id, { view, after: cursor, pageSize });
    return encodedJson<z.output<typeof quoteRequestListResponse>>(page);
  });

  // One request as the lists show it: where a link names a request beyond the loaded page.
  // Another account's request (staff's too: they are not its customer) is 404.
  route(app, contracts.detail, async (request) => {
    const current = sessionOf(request);
    const item = await customerRequestItemJson(db, current.user.id, request.params.id);
    if (item === undefined) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    return encodedJson<z.output<typeof quoteRequestListItem>>(item);
  });

  // Another account's request (staff's too: they are not its customer) is 404.
  route(app, contracts.edit, async (request) =>
    editQuoteRequest(db, customerOf(request), request.params.id, request.body),
  );

  route(app, contracts.remove, async (request) =>
    deleteQuoteRequest(db, customerOf(request), request.params.id),
  );
}

function customerOf(request: FastifyRequest) {
  const { user } = sessionOf(request);
  return { id: user.id, email: user.email };
}
