import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { oneOf, timestamps, timestamptz } from "./columns.ts";
import { EMAIL_TEMPLATES, OUTBOX_STATUSES } from "./values.ts";

/** A file sent with an e-mail (a calendar file, a receipt), stored with the row. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: "base64";
}

/**
 * Every e-mail is stored here in the transaction that causes it; a worker claims
 * due rows one at a time (locked_at/locked_by), sends them and retries. A failed one
 * stays visible to admins, who can resend it.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    template: text("template", { enum: EMAIL_TEMPLATES }).notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    /** The template's data, kept for display and re-rendering. */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Files sent with it (the appointment's .ics), kept so a retry or resend carries them. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>().notNull().default([]),
    /** A stable Message-ID, so a retried send is recognisably the same e-mail. */
    messageId: text("message_id").notNull().unique(),
    status: text("status", { enum: OUTBOX_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /**
     * The spec's fast tries (1 s × the attempt apart). A row that has had them stays pending on
     * a slower schedule (email/retry-schedule.ts), so `attempts` can pass this number.
     */
    maxAttempts: integer("max_attempts").notNull().default(3),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    lockedAt: timestamptz("locked_at"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    sentAt: timestamptz("sent_at"),
    ...timestamps(),
  },
  (t) => [
    index("email_outbox_status_next_attempt_at_idx").on(t.status, t.nextAttemptAt),
    // the E-mail log, newest first, the id breaking ties (keyset pages), all or by status
    index("email_outbox_created_at_id_idx").on(t.createdAt, t.id),
    index("email_outbox_status_created_at_id_idx").on(t.status, t.createdAt, t.id),
    check("email_outbox_template_check", oneOf(t.template, EMAIL_TEMPLATES)),
    check("email_outbox_status_check", oneOf(t.status, OUTBOX_STATUSES)),
    check("email_outbox_attempts_check", sql`${t.attempts} >= 0 AND ${t.maxAttempts} >= 1`),
    check("email_outbox_sent_at_check", sql`${t.status} <> 'sent' OR ${t.sentAt} IS NOT NULL`),
  ],
);
