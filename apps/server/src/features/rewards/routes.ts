import { errorResponses, rewardListQuery, rewardListResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { readRewardLedger } from "./repository.ts";

/** The Rewards tab: the signed-in account's balance and ledger history. */
export async function rewardRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/rewards",
    {
      config: { access: "customer" },
      schema: {
        querystring: rewardListQuery,
        response: { 200: rewardListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const { cursor, pageSize } = request.query;
      const ledger = await readRewardLedger(opts.db, sessionOf(request).user.id, {
        after: cursor,
        pageSize,
      });
      return { ...ledger, pageSize };
    },
  );
}
