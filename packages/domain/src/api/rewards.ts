import { z } from "zod";
import { REWARD_REASONS } from "../rewards.ts";
import { paginationQuerySchema } from "../schemas/pagination.ts";
import { timestamp } from "./common.ts";

/**
 * `GET /api/rewards?page&pageSize`: the Rewards tab (spec 001 §2, §3 reward_transactions). The
 * ledger's entries newest first, each with its request's vehicle and service when the request
 * still exists; `total` is the sum of the whole ledger (the balance) and `totalItems` the number
 * of entries, both read in the same snapshot as the page.
 */
export const rewardListQuery = paginationQuerySchema;

export const rewardEntry = z.object({
  id: z.uuid(),
  points: z.number().int(),
  reason: z.enum(REWARD_REASONS),
  createdAt: timestamp,
  quoteRequestId: z.uuid().nullable(),
  vehicleMake: z.string().nullable(),
  vehicleModel: z.string().nullable(),
  serviceType: z.string().nullable(),
});
export type RewardEntry = z.input<typeof rewardEntry>;

export const rewardListResponse = z.object({
  /** The balance: SUM(points) over the whole ledger. */
  total: z.number().int(),
  items: z.array(rewardEntry),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many ledger entries there are in all. */
  totalItems: z.number().int(),
});
