import { z } from "zod";
import { REWARD_REASONS } from "../rewards.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";
import { paymentReceipt } from "./payments.ts";

/**
 * `GET /api/rewards?cursor&pageSize`: the Rewards tab (spec 001 §2, §3 reward_transactions). The
 * ledger's entries newest first in keyset pages, each with its request's vehicle and service
 * when the request still exists; `balance` is the sum of the whole ledger and `total` the number
 * of entries, both read in the same snapshot as the page.
 */
export const rewardListQuery = cursorPaginationQuerySchema;

export const rewardEntry = z.object({
  id: z.uuid(),
  points: z.number().int(),
  reason: z.enum(REWARD_REASONS),
  createdAt: timestamp,
  quoteRequestId: z.uuid().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  services: z.array(z.string()).nullable(),
  /** The receipt of the payment that earned the points; null for other entries. */
  receipt: paymentReceipt.nullable(),
});
export type RewardEntry = z.input<typeof rewardEntry>;

export const rewardListResponse = cursorPageOf(rewardEntry).extend({
  /** The balance: SUM(points) over the whole ledger. */
  balance: z.number().int(),
});
