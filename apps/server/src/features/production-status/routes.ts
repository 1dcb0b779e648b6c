import { productionStatusContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import type { SessionCache } from "../../access/session-cache.ts";
import { route } from "../../http/route.ts";
import { createPaymentProvider } from "../../providers/payments/index.ts";
import { type RequestMetrics, renderMetrics } from "./metrics.ts";
import { outboxBacklog } from "./repository.ts";
import { productionStatus, type StatusDeps } from "./service.ts";

/** The Admin Dashboard's Check Production Status card (spec 001 §2; README item 9). */
export async function productionStatusRoutes(
  app: FastifyInstance,
  opts: Omit<StatusDeps, "provider"> & {
    metrics: RequestMetrics;
    sessions: SessionCache;
    /** Event streams open in this process (the live-updates feature's, handed in by the app). */
    liveStreams: () => number;
  },
) {
  const deps: StatusDeps = {
    ...opts,
    provider: createPaymentProvider(opts.config, opts.database.db),
  };

  route(app, contracts.status, async (request) => productionStatus(deps, request));

  // For an operator's monitoring: staff only, as every admin route (decision 063).
  route(app, contracts.metrics, async (_request, reply) => {
    const { database } = opts;
    const text = renderMetrics({
      requests: opts.metrics,
      outbox: await outboxBacklog(database.db),
      engine: database.kind,
      pool: database.poolUse(),
      sessions: { ...opts.sessions.lookups, entries: opts.sessions.size },
      liveStreams: opts.liveStreams(),
    });
    return reply
      .type("text/plain; version=0.0.4; charset=utf-8")
      .header("cache-control", "no-store")
      .send(text);
  });
}
