import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { newestFirst, oneOf, timestamptz } from "./columns.ts";
import { payments } from "./payments.ts";
import { quoteRequests } from "./quote-requests.ts";
import { REWARD_REASONS } from "./values.ts";

/**
 * The reward points ledger: a customer's balance is SUM(points). A payment
 * awards points once (payment_id is unique), however often the provider reports it.
 */
export const rewardTransactions = pgTable(
  "reward_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    reason: text("reason", { enum: REWARD_REASONS }).notNull(),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, {
      onDelete: "set null",
    }),
    paymentId: uuid("payment_id")
      .unique("reward_transactions_payment_id_key")
      .references(() => payments.id, { onDelete: "restrict" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // the Rewards tab's keyset pages: the account's entries newest first, the id breaking
    // ties; the points at the end let the balance (their sum) be read from the index alone,
    // a few leaf pages per account where the rows lie scattered over the table
    index("reward_transactions_user_id_created_at_id_idx").on(
      t.userId,
      newestFirst(t.createdAt),
      newestFirst(t.id),
      t.points,
    ),
    index("reward_transactions_quote_request_id_idx").on(t.quoteRequestId),
    check("reward_transactions_reason_check", oneOf(t.reason, REWARD_REASONS)),
    check("reward_transactions_points_check", sql`${t.points} <> 0`),
    // payment awards carry their payment and add points; redemptions take points away
    check(
      "reward_transactions_payment_check",
      sql`(${t.reason} = 'payment') = (${t.paymentId} IS NOT NULL)`,
    ),
    check(
      "reward_transactions_sign_check",
      sql`(${t.reason} <> 'payment' OR ${t.points} > 0) AND (${t.reason} <> 'redemption' OR ${t.points} < 0)`,
    ),
  ],
);

/**
 * Each account's balance (the sum of its ledger's points) and how many entries it has, kept by
 * triggers on reward_transactions (migration 0045): the Rewards tab reads one row, however long
 * the ledger.
 */
export const rewardBalances = pgTable("reward_balances", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  balance: integer("balance").notNull().default(0),
  entries: integer("entries").notNull().default(0),
});
