import { errorResponses, healthResponse, liveResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { DatabaseHandle } from "../../db/client.ts";

/** Health answers only after a real query, so a load balancer sees a dead database. */
export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }) {
  const { database } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "public" } as const;
  // Liveness: the process answers, without touching the database (and a baseline for benchmarks).
  api.get(
    "/api/live",
    { config, schema: { response: { 200: liveResponse, ...errorResponses() } } },
    async (_request, reply) => reply.header("cache-control", "no-store").send({ status: "ok" }),
  );

  // Readiness: a real query.
  api.get(
    "/api/health",
    {
      config,
      schema: { response: { 200: healthResponse, 503: healthResponse, ...errorResponses() } },
    },
    async (request, reply) => {
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
    },
  );
}
