import { rewardContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { readRewardLedger } from "./repository.ts";

/** The Rewards tab: the signed-in account's balance and ledger history. */
export async function rewardRoutes(app: FastifyInstance, opts: { db: Database }) {
  route(app, contracts.list, async (request) => {
    const { cursor, pageSize } = request.query;
    const ledger = await readRewardLedger(opts.db, sessionOf(request).user.id, {
      after: cursor,
      pageSize,
    });
    return { ...ledger, pageSize };
  });
}
