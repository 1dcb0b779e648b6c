import { eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { keptRewardTotal } from "../../db/kept-counts.ts";
import { onlyRow } from "../../db/rows.ts";
import { customerRequestCounts } from "../../db/schema/index.ts";

const counts = customerRequestCounts;
const countWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${counts.count}) filter (where ${condition}), 0)`.mapWith(Number);

/**
 * The stat cards of one customer in one statement: their per-status counts (at most eight rows
 * of customer_request_counts, kept by a trigger) and their kept reward balance (one row of
 * reward_balances, as the Rewards tab reads it). An aggregate without GROUP BY always gives one
 * row, zeros included.
 */
export function dashboardStatsQuery(db: DbOrTx, userId: string | Placeholder) {
  const status = counts.status;
  return db
    .select({
      total: countWhere(sql`${status} <> 'deleted'`),
      pending: countWhere(sql`${status} = 'pending'`),
      quoted: countWhere(sql`${status} = 'quoted'`),
      accepted: countWhere(sql`${status} = 'accepted'`),
      completed: countWhere(sql`${status} = 'completed'`),
      deleted: countWhere(sql`${status} = 'deleted'`),
      points: keptRewardTotal(userId, "balance"),
    })
    .from(counts)
    .where(eq(counts.userId, userId));
}

/** The stat cards' statement, built and prepared once: a request sends only the account id. */
export function dashboardStatsReader(db: Database) {
  const prepared = dashboardStatsQuery(db, sql.placeholder("userId")).prepare("dashboard_stats");
  return async function readDashboardStats(userId: string) {
    return onlyRow(await prepared.execute({ userId }), "the dashboard's figures");
  };
}
