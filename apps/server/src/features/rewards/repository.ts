import { type ListPosition, receiptNumberText } from "@automobi/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { payments, quoteRequests, rewardTransactions } from "../../db/schema/index.ts";

/** Newest first, the id breaking ties: reward_transactions_user_id_created_at_id_idx. */
const ORDER: KeysetOrder = {
  at: rewardTransactions.createdAt,
  id: rewardTransactions.id,
  direction: "desc",
};

interface LedgerWindow {
  after: ListPosition | undefined;
  pageSize: number;
}

/**
 * One keyset page of the account's ledger (pageSize + 1 rows after the cursor), newest first,
 * with each entry's request if it still exists.
 */
export function rewardPageQuery(db: DbOrTx, userId: string, page: LedgerWindow) {
  return (
    db
      .select({
        id: rewardTransactions.id,
        points: rewardTransactions.points,
        reason: rewardTransactions.reason,
        createdAt: rewardTransactions.createdAt,
        quoteRequestId: rewardTransactions.quoteRequestId,
        vehicleMake: quoteRequests.vehicleMake,
        vehicleModel: quoteRequests.vehicleModel,
        services: quoteRequests.services,
        paymentId: payments.id,
        receiptNumber: payments.receiptNumber,
        cursorAt: keysetCursorAt(ORDER),
      })
      .from(rewardTransactions)
      .leftJoin(quoteRequests, eq(quoteRequests.id, rewardTransactions.quoteRequestId))
      // the payment that earned the points, by its primary key: its receipt
      .leftJoin(payments, eq(payments.id, rewardTransactions.paymentId))
      .where(and(eq(rewardTransactions.userId, userId), afterPosition(ORDER, page.after)))
      .orderBy(...keysetOrderBy(ORDER))
      .limit(page.pageSize + 1)
  );
}

/**
 * The account's reward ledger: its balance (the sum of every entry), how many entries there are,
 * and one keyset page of them newest first (reward_transactions_user_id_created_at_id_idx), each with its
 * request's vehicle and service when that request still exists, and its payment's receipt. Read in one repeatable-read
 * snapshot, so the balance always equals the sum of the entries listed beside it, even while
 * points are being awarded.
 */
export async function readRewardLedger(db: Database, userId: string, page: LedgerWindow) {
  return db.transaction(
    async (tx) => {
      const totals = onlyRow(
        await tx
          .select({
            balance: sql<number>`coalesce(sum(${rewardTransactions.points}), 0)`.mapWith(Number),
            total: sql<number>`count(*)`.mapWith(Number),
          })
          .from(rewardTransactions)
          .where(eq(rewardTransactions.userId, userId)),
        "the ledger's totals",
      );
      const rows = (await rewardPageQuery(tx, userId, page)).map(
        ({ paymentId, receiptNumber, ...entry }) => ({
          ...entry,
          receipt:
            paymentId !== null && receiptNumber !== null
              ? { paymentId, number: receiptNumberText(receiptNumber) }
              : null,
        }),
      );
      return { ...keysetPage(rows, page.pageSize), balance: totals.balance, total: totals.total };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
