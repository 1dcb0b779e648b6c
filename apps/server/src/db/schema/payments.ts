import { sql } from "drizzle-orm";
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, timestamps, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import { quotes } from "./quotes.ts";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "./values.ts";

/**
 * The service fee paid for an accepted quote. Payments are financial records:
 * the request, quote and customer they point at cannot be deleted under them.
 */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "restrict" }),
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
    ...timestamps(),
  },
  (t) => [
    unique("payments_provider_session_key").on(t.provider, t.providerSessionId),
    // the quote must be one of the request's own quotes
    foreignKey({
      name: "payments_quote_of_request_fk",
      columns: [t.quoteId, t.quoteRequestId],
      foreignColumns: [quotes.id, quotes.quoteRequestId],
    }).onDelete("restrict"),
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
