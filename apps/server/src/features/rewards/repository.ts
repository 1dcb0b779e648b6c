import { desc, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { quoteRequests, rewardTransactions } from "../../db/schema/index.ts";

/** One page of the account's ledger, newest first, with each entry's request if it still exists. */
export function rewardPageQuery(
  db: DbOrTx,
  userId: string,
  page: { page: number; pageSize: number },
) {
  return db
    .select({
      id: rewardTransactions.id,
      points: rewardTransactions.points,
      reason: rewardTransactions.reason,
      createdAt: rewardTransactions.createdAt,
      quoteRequestId: rewardTransactions.quoteRequestId,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      serviceType: quoteRequests.serviceType,
    })
    .from(rewardTransactions)
    .leftJoin(quoteRequests, eq(quoteRequests.id, rewardTransactions.quoteRequestId))
    .where(eq(rewardTransactions.userId, userId))
    .orderBy(desc(rewardTransactions.createdAt), desc(rewardTransactions.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/**
 * The account's reward ledger: its balance (the sum of every entry), how many entries there are,
 * and one page of them newest first (reward_transactions_user_id_created_at_idx), each with its
 * request's vehicle and service when that request still exists. Read in one repeatable-read
 * snapshot, so the balance always equals the sum of the entries listed beside it, even while
 * points are being awarded.
 */
export async function readRewardLedger(
  db: Database,
  userId: string,
  page: { page: number; pageSize: number },
) {
  return db.transaction(
    async (tx) => {
      const [totals] = await tx
        .select({
          total: sql<number>`coalesce(sum(${rewardTransactions.points}), 0)`.mapWith(Number),
          totalItems: sql<number>`count(*)`.mapWith(Number),
        })
        .from(rewardTransactions)
        .where(eq(rewardTransactions.userId, userId));
      const items = await rewardPageQuery(tx, userId, page);
      return { total: totals!.total, totalItems: totals!.totalItems, items };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
