import { z } from "zod";

/**
 * `GET /api/dashboard/stats`: the customer dashboard's stat cards (spec 001 §2, §4 Dashboard
 * counts). Total counts every request that is not deleted; Pending, Quoted, Accepted, Complete
 * and Deleted count by status; Points is the reward ledger's sum. One query, not a list's page.
 */
export const dashboardStatsResponse = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  quoted: z.number().int(),
  accepted: z.number().int(),
  completed: z.number().int(),
  deleted: z.number().int(),
  points: z.number().int(),
});
export type DashboardStats = z.input<typeof dashboardStatsResponse>;
