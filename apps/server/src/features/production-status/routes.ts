import { productionStatusContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { route } from "../../http/route.ts";
import { createPaymentProvider } from "../../providers/payments/index.ts";
import { productionStatus, type StatusDeps } from "./service.ts";

/** The Admin Dashboard's Check Production Status card (spec 001 §2; README item 9). */
export async function productionStatusRoutes(
  app: FastifyInstance,
  opts: Omit<StatusDeps, "provider">,
) {
  const deps: StatusDeps = {
    ...opts,
    provider: createPaymentProvider(opts.config, opts.database.db),
  };

  route(app, contracts.status, async (request) => productionStatus(deps, request));
}
