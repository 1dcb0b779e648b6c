import {
  customerConversationParams,
  customerConversationReplyResponse,
  customerMessageListQuery,
  customerMessageListResponse,
  customerMessageParams,
  customerReplyRequest,
  customerReplyResponse,
  errorResponses,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { REPLY_RATE_RULE } from "./rate-limits.ts";
import { customerMessages, replyToConversation, replyToMessage } from "./service.ts";

/**
 * The customer's Messages tab: messages from support about their own requests and their
 * conversations with customer service, and replies to either. Another customer's message or
 * conversation is answered 404.
 */
export async function customerMessageRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config; limiter: RateLimiter },
) {
  const deps = { db: opts.db, outbox: opts.outbox, config: opts.config };
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "customer" } as const;

  api.get(
    "/api/messages",
    {
      config,
      schema: {
        querystring: customerMessageListQuery,
        response: { 200: customerMessageListResponse, ...errorResponses(401) },
      },
    },
    async (request) => customerMessages(opts.db, sessionOf(request), request.query),
  );

  api.post(
    "/api/messages/:id/replies",
    {
      config,
      schema: {
        params: customerMessageParams,
        body: customerReplyRequest,
        response: { 201: customerReplyResponse, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const customer = sessionOf(request);
      await opts.limiter.hit(REPLY_RATE_RULE, customer.user.id);
      const { id } = request.params;
      const created = await replyToMessage(deps, customer, id, request.body.message);
      return reply.status(201).send(created);
    },
  );

  api.post(
    "/api/messages/tickets/:id/replies",
    {
      config,
      schema: {
        params: customerConversationParams,
        body: customerReplyRequest,
        response: {
          201: customerConversationReplyResponse,
          ...errorResponses(401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const customer = sessionOf(request);
      await opts.limiter.hit(REPLY_RATE_RULE, customer.user.id);
      const { id } = request.params;
      const created = await replyToConversation(deps, customer, id, request.body.message);
      return reply.status(201).send(created);
    },
  );
}
