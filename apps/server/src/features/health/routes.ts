import { healthContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";
import { route } from "../../http/route.ts";

/** Health answers only after a real query, so a load balancer sees a dead database. */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  const { database } = opts;
  // Liveness: the process answers, without touching the database (and a baseline for benchmarks).
  route(app, contracts.live, async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  // Readiness: a real query.
  route(app, contracts.health, async (request, reply) => {
    try {
      await database.ping();
      return reply
        .header("cache-control", "no-store")
        .send({ status: "ok", database: database.kind });
    } catch (err) {
      request.log.warn({ err }, "health check: database did not answer");
      return reply
        .status(503)
        .header("cache-control", "no-store")
        .send({ status: "unavailable", database: database.kind });
    }
  });
}
