import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import { NOTIFICATION_KINDS } from "./values.ts";

/** In-app notifications: new quote, new message, payment confirmed. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** An in-app path such as "/dashboard?tab=messages". */
    link: text("link"),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, {
      onDelete: "set null",
    }),
    readAt: timestamptz("read_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // newest first, the id breaking ties (keyset pages)
    index("notifications_user_id_created_at_id_idx").on(t.userId, t.createdAt, t.id),
    index("notifications_unread_user_id_idx").on(t.userId).where(sql`read_at IS NULL`),
    index("notifications_quote_request_id_idx").on(t.quoteRequestId),
    check("notifications_kind_check", oneOf(t.kind, NOTIFICATION_KINDS)),
  ],
);

/**
 * Each account's notifications, how many and how many unread, kept by triggers on
 * notifications (migration 0044): the bell's count reads one row, however many the account has.
 */
export const notificationCounts = pgTable("notification_counts", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  total: integer("total").notNull().default(0),
  unread: integer("unread").notNull().default(0),
});
