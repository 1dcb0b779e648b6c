import { quoteDecisionContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
import { createPaymentProvider } from "../../providers/payments/index.ts";
import { acceptQuote, type Customer, rejectQuote } from "./service.ts";

/**
 * The customer's decisions on a quote of their own request. Another account's quote (a staff
 * account's too: staff are not the customer of a request) is 404, so nothing about it leaks.
 */
export async function quoteDecisionRoutes(
  app: FastifyInstance,
  opts: { db: Database; outbox: Outbox; config: Config },
) {
  const deps = {
    db: opts.db,
    outbox: opts.outbox,
    config: opts.config,
    provider: createPaymentProvider(opts.config, opts.db),
    log: app.log,
  };
  route(app, contracts.accept, async (request) =>
    acceptQuote(deps, customerOf(request), request.params.id),
  );
  route(app, contracts.reject, async (request) =>
    rejectQuote(deps, customerOf(request), request.params.id, request.body.reason),
  );
}

function customerOf(request: FastifyRequest): Customer {
  const { user } = sessionOf(request);
  return { id: user.id, email: user.email, name: user.name };
}
