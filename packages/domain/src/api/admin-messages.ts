import { z } from "zod";
import { TEXT_LIMITS } from "../sanitize.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { requiredText } from "../schemas/text.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * Customer Messaging (spec 001 §2, §5 Admin message form): the history of a request's messages
 * with the customer's replies, and a new message to the customer.
 *
 * `GET /api/admin/quote-requests/:id/messages` answers the request's customer e-mail and
 * vehicle with the history, so the screen works when opened straight from its URL.
 * `POST /api/admin/quote-requests/:id/messages` stores the message from the signed-in admin's
 * e-mail, e-mails it to the customer and raises a notification.
 */

/** An admin's message to the customer, or the customer's rejection feedback to support. */
export const ADMIN_MESSAGE_KINDS = ["admin_message", "rejection_feedback"] as const;
export type AdminMessageKind = (typeof ADMIN_MESSAGE_KINDS)[number];

/** Who wrote a message of the history: staff wrote theirs, the customer their rejection feedback. */
export function messageAuthorEmail(message: {
  kind: AdminMessageKind;
  adminEmail: string;
  customerEmail: string;
}): string {
  return message.kind === "rejection_feedback" ? message.customerEmail : message.adminEmail;
}

export const MESSAGE_FIELDS_REQUIRED_MESSAGE = "Please fill in all required fields";

/** `?cursor=&pageSize=`: newest first, a keyset page at a time. */
export const adminMessageHistoryQuery = cursorPaginationQuerySchema;

export const adminMessageSendRequest = z.object({
  subject: requiredText(TEXT_LIMITS.subject, MESSAGE_FIELDS_REQUIRED_MESSAGE),
  message: requiredText(TEXT_LIMITS.message, MESSAGE_FIELDS_REQUIRED_MESSAGE),
});
export type AdminMessageSendBody = z.input<typeof adminMessageSendRequest>;

/** A customer's reply to a message, oldest first under its message. */
export const customerReply = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  message: z.string(),
  createdAt: timestamp,
});

export const adminMessage = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  kind: z.enum(ADMIN_MESSAGE_KINDS),
  /** The staff side: the admin who sent a message, or the support inbox feedback went to. */
  adminEmail: z.string(),
  customerEmail: z.string(),
  /** Who wrote it: the admin's e-mail, or the customer's for their rejection feedback. */
  from: z.string(),
  subject: z.string(),
  message: z.string(),
  sentAt: timestamp,
  replies: z.array(customerReply),
});
export type AdminMessage = z.input<typeof adminMessage>;

/** Whom the screen writes to: its heading, the To box and the request id box. */
export const messageRecipient = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  /** 'Volkswagen Golf (AB12 CDE)'. */
  vehicle: z.string(),
});

/** Newest first. */
export const adminMessageHistoryResponse = cursorPageOf(adminMessage).extend({
  request: messageRecipient,
});
export type AdminMessageHistory = z.input<typeof adminMessageHistoryResponse>;
