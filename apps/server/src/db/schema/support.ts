import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, timestamps, timestamptz } from "./columns.ts";
import { quoteRequests } from "./quote-requests.ts";
import {
  TICKET_MESSAGE_KINDS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
} from "./values.ts";

/**
 * A conversation with a customer, opened by their reply, rejection feedback or contact; its
 * words are the rows of support_ticket_messages. updated_at is the newest row's time.
 */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    customerEmail: text("customer_email").notNull(),
    quoteRequestId: uuid("quote_request_id").references(() => quoteRequests.id, {
      onDelete: "set null",
    }),
    subject: text("subject").notNull(),
    status: text("status", { enum: TICKET_STATUSES }).notNull().default("open"),
    priority: text("priority", { enum: TICKET_PRIORITIES }).notNull().default("medium"),
    source: text("source", { enum: TICKET_SOURCES }).notNull(),
    ...timestamps(),
    closedAt: timestamptz("closed_at"),
  },
  (t) => [
    // the tickets, latest activity first, the id breaking ties (keyset pages), all or by status
    index("support_tickets_updated_at_id_idx").on(t.updatedAt, t.id),
    index("support_tickets_status_updated_at_id_idx").on(t.status, t.updatedAt, t.id),
    // finding the open ticket to update for a customer or a request
    index("support_tickets_customer_email_status_idx").on(t.customerEmail, t.status),
    index("support_tickets_quote_request_id_idx").on(t.quoteRequestId),
    // a customer's conversations, latest activity first (their Messages tab, keyset pages)
    index("support_tickets_user_id_updated_at_id_idx").on(t.userId, t.updatedAt, t.id),
    check("support_tickets_status_check", oneOf(t.status, TICKET_STATUSES)),
    check("support_tickets_priority_check", oneOf(t.priority, TICKET_PRIORITIES)),
    check("support_tickets_source_check", oneOf(t.source, TICKET_SOURCES)),
    check(
      "support_tickets_closed_at_check",
      sql`${t.status} <> 'closed' OR ${t.closedAt} IS NOT NULL`,
    ),
  ],
);

/**
 * The ticket's thread, oldest first: every customer message (reply, rejection feedback,
 * contact) and every staff response ("Send Response", also e-mailed to the customer).
 */
export const supportTicketMessages = pgTable(
  "support_ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: TICKET_MESSAGE_KINDS }).notNull(),
    authorUserId: text("author_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The customer's e-mail on their messages, the staff member's on a response. */
    authorEmail: text("author_email").notNull(),
    /** What a customer's message was about; null on a response. */
    subject: text("subject"),
    message: text("message").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("support_ticket_messages_ticket_id_created_at_id_idx").on(t.ticketId, t.createdAt, t.id),
    index("support_ticket_messages_author_user_id_idx").on(t.authorUserId),
    check("support_ticket_messages_kind_check", oneOf(t.kind, TICKET_MESSAGE_KINDS)),
  ],
);
