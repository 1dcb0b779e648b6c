import { customerServiceContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
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

  route(app, contracts.recent, async () => recentRequests(db));

  route(app, contracts.list, async (request) => ticketPage(db, request.query));

  route(app, contracts.detail, async (request) => ticketDetail(db, request.params.id));

  route(app, contracts.respond, async (request, reply) => {
    const answer = await respondToTicket(
      { db, outbox },
      { staff: sessionOf(request), request },
      request.params.id,
      request.body,
    );
    return reply.code(201).send(answer);
  });
}
