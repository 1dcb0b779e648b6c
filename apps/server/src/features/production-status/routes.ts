import { errorResponses, productionStatusResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { createPaymentProvider } from "../../payments/index.ts";
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/admin/production-status",
    {
      config: { access: "staff" },
      schema: { response: { 200: productionStatusResponse, ...errorResponses(401, 403) } },
    },
    async (request) => productionStatus(deps, request),
  );
}
