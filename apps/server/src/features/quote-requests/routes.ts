import { paginationQuerySchema, quoteRequestBodySchema } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth.ts";
import { requireUser, signedInFirst } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { listCustomerRequests } from "./repository.ts";
import { submitQuoteRequest } from "./service.ts";

// Loose: parsing must not strip the other headers (the session cookie among them).
const headersSchema = z.looseObject({
  "idempotency-key": z
    .string()
    .trim()
    .min(8, "Idempotency-Key must be 8 to 100 characters")
    .max(100, "Idempotency-Key must be 8 to 100 characters")
    .optional(),
});
const listQuery = paginationQuerySchema.extend({
  view: z.enum(["active", "deleted"]).default("active"),
});

/** The customer's side of quote requests. Every query is filtered by the session's account. */
export async function quoteRequestRoutes(
  app: FastifyInstance,
  opts: { auth: Auth; db: Database; outbox: Outbox; config: Config; limiter: RateLimiter },
) {
  const { auth, db, outbox, config, limiter } = opts;
  const preValidation = signedInFirst(auth);

  app.post(
    "/api/quote-requests",
    { preValidation, schema: { body: quoteRequestBodySchema, headers: headersSchema } },
    async (request, reply) => {
      const current = await requireUser(auth, request);
      const body = request.body as z.output<typeof quoteRequestBodySchema>;
      const key = (request.headers as z.output<typeof headersSchema>)["idempotency-key"] ?? null;
      const result = await submitQuoteRequest(
        { db, outbox, config, limiter },
        { id: current.user.id, email: current.user.email },
        body,
        key,
        request.ip,
      );
      const { idempotencyKey: _key, userId: _user, ...row } = result.request;
      return reply.status(result.created ? 201 : 200).send(row);
    },
  );

  app.get(
    "/api/quote-requests",
    { preValidation, schema: { querystring: listQuery } },
    async (request) => {
      const current = await requireUser(auth, request);
      const { page, pageSize, view } = request.query as z.output<typeof listQuery>;
      const { items, total } = await listCustomerRequests(db, current.user.id, {
        deleted: view === "deleted",
        page,
        pageSize,
      });
      return { items, page, pageSize, total };
    },
  );
}
