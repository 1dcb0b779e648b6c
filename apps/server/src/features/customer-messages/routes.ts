import { customerMessageContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import type { RateLimiter } from "../../http/rate-limiter.ts";
import { route } from "../../http/route.ts";
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

  route(app, contracts.list, async (request) =>
    customerMessages(opts.db, sessionOf(request), request.query),
  );

  route(app, contracts.reply, async (request, reply) => {
    const customer = sessionOf(request);
    await opts.limiter.hit(REPLY_RATE_RULE, customer.user.id);
    const { id } = request.params;
    const created = await replyToMessage(deps, customer, id, request.body.message);
    return reply.status(201).send(created);
  });

  route(app, contracts.replyToTicket, async (request, reply) => {
    const customer = sessionOf(request);
    await opts.limiter.hit(REPLY_RATE_RULE, customer.user.id);
    const { id } = request.params;
    const created = await replyToConversation(deps, customer, id, request.body.message);
    return reply.status(201).send(created);
  });
}
