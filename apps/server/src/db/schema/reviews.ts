import { REVIEW_STARS } from "@automobi/domain";
import { sql } from "drizzle-orm";
import { check, index, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import { garages } from "./quotes.ts";

/**
 * Verified reviews (issue 31): one per request whose fee was paid and whose job was completed,
 * written by its customer about the garage whose quote they accepted. A hidden review (staff's
 * moderation) counts nowhere. The garage's count and total are kept on its row.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .unique("reviews_quote_request_id_key")
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    garageId: uuid("garage_id")
      .notNull()
      .references(() => garages.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    text: text("text"),
    hiddenAt: timestamptz("hidden_at"),
    /** Staff's reason, which the customer is told. */
    hiddenReason: text("hidden_reason"),
    hiddenBy: text("hidden_by").references(() => user.id, { onDelete: "set null" }),
    /** The garage's one public reply. */
    reply: text("reply"),
    repliedAt: timestamptz("replied_at"),
    ...timestamps(),
  },
  (t) => [
    check(
      "reviews_stars_check",
      sql`${t.stars} BETWEEN ${sql.raw(String(REVIEW_STARS.min))} AND ${sql.raw(String(REVIEW_STARS.max))}`,
    ),
    check("reviews_hidden_check", sql`(${t.hiddenAt} IS NULL) = (${t.hiddenReason} IS NULL)`),
    // a garage's reviews, newest first (its directory page, the unlocked card, its portal)
    index("reviews_garage_id_created_at_idx").on(t.garageId, t.createdAt, t.id),
  ],
);
