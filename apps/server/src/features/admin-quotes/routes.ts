import { adminQuoteContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { route } from "../../http/route.ts";
import { createPaymentProvider } from "../../providers/payments/index.ts";
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

  route(app, contracts.create, async (request, reply) => {
    const actor = { staff: sessionOf(request), request };
    const created = await createQuote(deps, actor, request.params.id, request.body);
    return reply.status(201).send(created);
  });

  route(app, contracts.remove, async (request) =>
    deleteQuote(deleteDeps, { staff: sessionOf(request), request }, request.params.id),
  );
}
