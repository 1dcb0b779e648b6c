import type { ListPosition } from "@automobi/domain";
import { rewardEntry } from "@automobi/domain/schemas";
import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  jsonObject,
  jsonPlain,
  jsonRowsPage,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
  receiptJson,
} from "../../db/json-text.ts";
import { keptRewardTotal } from "../../db/kept-counts.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  writtenCount,
} from "../../db/keyset.ts";
import { type PositionPlaceholders, preparedPageRows } from "../../db/prepared-statements.ts";
import { onlyRow } from "../../db/rows.ts";
import {
  payments,
  quoteRequests,
  rewardBalances,
  rewardTransactions,
} from "../../db/schema/index.ts";

/** Newest first, the id breaking ties: reward_transactions_user_id_created_at_id_idx. */
const ORDER: KeysetOrder = {
  at: rewardTransactions.createdAt,
  id: rewardTransactions.id,
  direction: "desc",
};

type Position = ListPosition | PositionPlaceholders;

interface LedgerWindow {
  after: Position | undefined;
  pageSize: number;
}

/** The account's kept balance and entries (migration 0045), zeros for an account without any. */
function ledgerTotals(db: DbOrTx, userId: string) {
  return db
    .select({
      balance: sql<number>`coalesce(max(${rewardBalances.balance}), 0)`.mapWith(Number),
      total: sql<number>`coalesce(max(${rewardBalances.entries}), 0)`.mapWith(Number),
    })
    .from(rewardBalances)
    .where(eq(rewardBalances.userId, userId));
}

/**
 * One entry as the contract writes it (`rewardEntry`), as JSON text written by PostgreSQL
 * (decision 026): its request's vehicle and services while the request exists, and the receipt
 * of the payment that earned the points.
 */
const entryJson: SQL<string> = sql<string>`${jsonObject(rewardEntry.shape, {
  id: jsonPlain(rewardTransactions.id),
  points: jsonScalar(rewardTransactions.points),
  reason: jsonPlain(rewardTransactions.reason),
  createdAt: jsonTime(rewardTransactions.createdAt),
  quoteRequestId: orNull(jsonPlain(rewardTransactions.quoteRequestId)),
  vehicleMake: orNull(jsonString(quoteRequests.vehicleMake)),
  vehicleModel: orNull(jsonString(quoteRequests.vehicleModel)),
  services: orNull(jsonString(quoteRequests.services)),
  receipt: sql`(CASE WHEN ${payments.receiptNumber} IS NULL THEN 'null' ELSE ${receiptJson(payments)} END)`,
})}`;

/**
 * One keyset page of the account's ledger (pageSize + 1 rows after the cursor), newest first,
 * each row its entry's JSON text, its cursor key and the kept totals. The account and the
 * cursor may be placeholders, for the prepared statements below.
 */
export function rewardPageQuery(db: DbOrTx, userId: string | Placeholder, page: LedgerWindow) {
  return (
    db
      .select({
        id: rewardTransactions.id,
        cursorAt: keysetCursorAt(ORDER),
        json: entryJson,
        // the kept totals, in the page's own snapshot (an uncorrelated subquery, run once)
        balance: keptRewardTotal(userId, "balance"),
        total: keptRewardTotal(userId, "entries"),
      })
      .from(rewardTransactions)
      .leftJoin(quoteRequests, eq(quoteRequests.id, rewardTransactions.quoteRequestId))
      // the payment that earned the points, by its primary key: its receipt
      .leftJoin(payments, eq(payments.id, rewardTransactions.paymentId))
      .where(and(eq(rewardTransactions.userId, userId), afterPosition(ORDER, page.after)))
      .orderBy(...keysetOrderBy(ORDER))
      // written into the text, so that a prepared statement keeps one plan (keyset.ts)
      .limit(writtenCount(page.pageSize + 1))
  );
}

/**
 * The account's reward ledger as the answer's JSON text (`rewardListResponse`, its keys in
 * order): one keyset page of entries newest first (reward_transactions_user_id_created_at_id_idx),
 * each with its request's vehicle and service when that request still exists and its payment's
 * receipt, how many entries there are, and the balance (the sum of every entry, kept with the
 * entries by triggers). One statement, so one snapshot: the balance always equals the sum of the
 * entries listed beside it, even while points are being awarded. A page with no entry to carry
 * the totals (past the ledger's end) reads them alone.
 */
export async function readRewardLedger(
  db: Database,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
): Promise<string> {
  // prepared once per kind of page and page size (the contract bounds it)
  const rows = await preparedPageRows(db, "reward_ledger", page, { userId }, (after) =>
    rewardPageQuery(db, sql.placeholder("userId"), { after, pageSize: page.pageSize }),
  );
  const totals = rows[0] ?? onlyRow(await ledgerTotals(db, userId), "the ledger's totals");
  return jsonRowsPage(rows, page.pageSize, totals.total, { balance: totals.balance });
}
