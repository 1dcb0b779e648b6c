import { rewardContracts as contracts } from "@automobi/domain/contracts";
import type { rewardListResponse } from "@automobi/domain/schemas";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { route } from "../../http/route.ts";
import { readRewardLedger } from "./repository.ts";

/** The Rewards tab: the signed-in account's balance and ledger history. */
export async function rewardRoutes(app: FastifyInstance, opts: { db: Database }) {
  // The page comes as its JSON text, written by the database (decision 026).
  route(app, contracts.list, async (request) => {
    const { cursor, pageSize } = request.query;
    const ledger = await readRewardLedger(opts.db, sessionOf(request).user.id, {
      after: cursor,
      pageSize,
    });
    return encodedJson<z.output<typeof rewardListResponse>>(ledger);
  });
}
