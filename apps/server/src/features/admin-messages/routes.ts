import { adminMessageContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
import { messageHistory, sendMessage } from "./service.ts";

/** Customer Messaging (spec 001 §2): a request's message history, and a new message. */
export async function adminMessageRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox },
) {
  const deps = { db: opts.db, outbox: opts.outbox };

  route(app, contracts.history, async (request) =>
    messageHistory(opts.db, request.params.id, request.query),
  );

  route(app, contracts.send, async (request, reply) => {
    const actor = { staff: sessionOf(request), request };
    const sent = await sendMessage(deps, actor, request.params.id, request.body);
    return reply.status(201).send(sent);
  });
}
