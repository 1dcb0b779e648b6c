import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { newestFirst, oneOf, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import { ADMIN_MESSAGE_KINDS } from "./values.ts";

/**
 * Messages about a request. Staff messages to the customer, and the customer's
 * rejection feedback (kind "rejection_feedback"), which is addressed to the
 * support inbox: admin_email then holds the support address.
 */
export const adminMessages = pgTable(
  "admin_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    quoteRequestId: uuid("quote_request_id")
      .notNull()
      .references(() => quoteRequests.id, { onDelete: "cascade" }),
    adminUserId: text("admin_user_id").references(() => user.id, { onDelete: "set null" }),
    adminEmail: text("admin_email").notNull(),
    customerEmail: text("customer_email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    kind: text("kind", { enum: ADMIN_MESSAGE_KINDS }).notNull().default("admin_message"),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    // a request's history, newest first, the id breaking ties (keyset pages)
    index("admin_messages_quote_request_id_sent_at_id_idx").on(t.quoteRequestId, t.sentAt, t.id),
    index("admin_messages_customer_email_sent_at_idx").on(t.customerEmail, newestFirst(t.sentAt)),
    index("admin_messages_admin_user_id_idx").on(t.adminUserId),
    check("admin_messages_kind_check", oneOf(t.kind, ADMIN_MESSAGE_KINDS)),
  ],
);

export const customerReplies = pgTable(
  "customer_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminMessageId: uuid("admin_message_id")
      .notNull()
      .references(() => adminMessages.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    message: text("message").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("customer_replies_admin_message_id_created_at_idx").on(t.adminMessageId, t.createdAt),
    index("customer_replies_user_id_idx").on(t.userId),
  ],
);
