import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, timestamps, timestamptz } from "./columns.ts";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "./values.ts";

/**
 * What a payment's receipt says, written once when the payment completes (decision 060): a
 * receipt made again later shows the same name, address, vehicle and VAT line, even when the
 * profile, the settings or the request have changed or gone since.
 */
export interface ReceiptSnapshot {
  customerName: string;
  customerAddress: string | null;
  customerPostcode: string | null;
  /** e.g. 'Volkswagen Golf (AB12 CDE)'. */
  vehicle: string;
  description: string;
  platformName: string;
  /** Null: no VAT number was set, so the receipt has no VAT line. */
  vatNumber: string | null;
  vatRatePercent: number;
}

/**
 * The service fee paid for an accepted quote. Payments are financial records that outlive what
 * they paid for: a permanently deleted request takes its quotes with it, and its payments stay
 * for the accounts, still naming the request and quote they were for. So those two ids are kept
 * references, not foreign keys (create-payment checks both against the live rows under a lock);
 * the customer cannot be deleted under a payment.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The request paid for; it may since have been permanently deleted. */
    quoteRequestId: uuid("quote_request_id").notNull(),
    /** The accepted quote paid for; it may since have been deleted with its request. */
    quoteId: uuid("quote_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "restrict" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session id; a webhook finds the payment by it. */
    providerSessionId: text("provider_session_id").notNull(),
    amountPence: integer("amount_pence").notNull(),
    currency: text("currency").notNull().default("gbp"),
    status: text("status", { enum: PAYMENT_STATUSES }).notNull().default("pending"),
    completedAt: timestamptz("completed_at"),
    /**
     * The receipt's number, given when the payment completes, in the same transaction, from
     * document_numbers: 1, 2, 3... without gaps (a rolled-back completion gives its number back).
     */
    receiptNumber: integer("receipt_number"),
    /** Null only for payments completed before receipts existed (made from the live rows). */
    receipt: jsonb("receipt").$type<ReceiptSnapshot>(),
    ...timestamps(),
  },
  (t) => [
    unique("payments_provider_session_key").on(t.provider, t.providerSessionId),
    unique("payments_receipt_number_key").on(t.receiptNumber),
    index("payments_quote_request_id_idx").on(t.quoteRequestId),
    index("payments_status_completed_at_idx").on(t.status, t.completedAt),
    index("payments_user_id_idx").on(t.userId),
    index("payments_quote_id_idx").on(t.quoteId),
    check("payments_provider_check", oneOf(t.provider, PAYMENT_PROVIDERS)),
    check("payments_status_check", oneOf(t.status, PAYMENT_STATUSES)),
    check("payments_amount_pence_check", sql`${t.amountPence} >= 0`),
    check("payments_currency_check", sql`${t.currency} ~ '^[a-z]{3}$'`),
    check(
      "payments_completed_at_check",
      sql`${t.status} <> 'completed' OR ${t.completedAt} IS NOT NULL`,
    ),
  ],
);

/**
 * The last number given to each kind of numbered document ('receipt'). Taking the next one
 * updates the row, whose lock is held to the end of the transaction: numbers are given in
 * commit order, and one rolled back is given again, so the sequence has no gaps.
 */
export const documentNumbers = pgTable(
  "document_numbers",
  {
    kind: text("kind").primaryKey(),
    lastNumber: integer("last_number").notNull(),
  },
  (t) => [check("document_numbers_last_number_check", sql`${t.lastNumber} >= 0`)],
);
