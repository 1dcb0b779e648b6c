import {
  adminQuoteCreateRequest,
  adminQuoteCreateResponse,
  adminQuoteDeleteResponse,
  adminQuoteParams,
  adminRequestParams,
  errorResponses,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { createPaymentProvider } from "../../payments/index.ts";
import { createQuote, deleteQuote } from "./service.ts";

/** Staff enter a garage's quote for a request, and delete one (spec 001 §2 Quote Processing). */
export async function adminQuoteRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config },
) {
  const deps = { db: opts.db, outbox: opts.outbox };
  const deleteDeps = {
    db: opts.db,
    provider: createPaymentProvider(opts.config, opts.db),
    log: app.log,
  };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "staff" } as const;

  api.post(
    "/api/admin/quote-requests/:id/quotes",
    {
      config,
      schema: {
        params: adminRequestParams,
        body: adminQuoteCreateRequest,
        response: { 201: adminQuoteCreateResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = { staff: sessionOf(request), request };
      const created = await createQuote(deps, actor, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  api.delete(
    "/api/admin/quotes/:id",
    {
      config,
      schema: {
        params: adminQuoteParams,
        response: { 200: adminQuoteDeleteResponse, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      deleteQuote(deleteDeps, { staff: sessionOf(request), request }, request.params.id),
  );
}
