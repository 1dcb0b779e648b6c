import { z } from "zod";
import { TEXT_LIMITS } from "../sanitize.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { requiredText } from "../schemas/text.ts";
import { TICKET_MESSAGE_KINDS, TICKET_STATUSES } from "../support-tickets.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The customer's Messages tab (spec 001 §2, §5 Reply): 'Messages from Support' about their own
 * requests, and their conversations with customer service (support tickets: what they wrote and
 * every staff response), latest first, and a reply to a message.
 *
 * `GET /api/messages` lists both, one keyset list ordered by a message's sending time and a
 * conversation's last activity. `POST /api/messages/tickets/:id/replies` adds a reply to a
 * conversation about one of their requests (a closed one: to a new conversation) and e-mails the
 * support inbox; `POST /api/messages/:id/replies` stores a reply, opens or
 * updates the customer's support ticket and e-mails the support inbox. A message about another
 * customer's request is answered 404.
 */

export const MESSAGE_NOT_FOUND_MESSAGE = "Message not found";
export const CONVERSATION_NOT_FOUND_MESSAGE = "Conversation not found";
/** A conversation about no request (a contact) is answered by e-mail only. */
export const CONVERSATION_NO_REPLY_MESSAGE = "This conversation cannot take a reply here";
export const REPLY_REQUIRED_MESSAGE = "Please write a reply";

export const customerMessageListQuery = cursorPaginationQuerySchema;

/** A staff message about one of the customer's requests, with their replies. */
export const customerMessage = z.object({
  type: z.literal("message"),
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  subject: z.string(),
  message: z.string(),
  sentAt: timestamp,
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  /** Oldest first. */
  replies: z.array(z.object({ id: z.uuid(), message: z.string(), createdAt: timestamp })),
});
export type CustomerMessage = z.input<typeof customerMessage>;

/** A row of a conversation with customer service: the customer's own words, or staff's answer. */
export const customerTicketMessage = z.object({
  id: z.uuid(),
  kind: z.enum(TICKET_MESSAGE_KINDS),
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: timestamp,
});

/** A conversation with customer service (a support ticket), its thread oldest first. */
export const customerConversation = z.object({
  type: z.literal("ticket"),
  id: z.uuid(),
  quoteRequestId: z.uuid().nullable(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** The last activity: the newest row's time, by which the conversation sorts. */
  updatedAt: timestamp,
  /** The request's vehicle; null for a conversation about no request. */
  vehicle: z
    .object({ vehicleMake: z.string(), vehicleModel: z.string(), vehicleRegistration: z.string() })
    .nullable(),
  thread: z.array(customerTicketMessage),
});
export type CustomerConversation = z.input<typeof customerConversation>;

export const customerMessageListItem = z.discriminatedUnion("type", [
  customerMessage,
  customerConversation,
]);
export type CustomerMessageListItem = z.input<typeof customerMessageListItem>;

export const customerMessageListResponse = cursorPageOf(customerMessageListItem);

export const customerMessageParams = z.object({ id: z.uuid(MESSAGE_NOT_FOUND_MESSAGE) });

export const customerReplyRequest = z.object({
  message: requiredText(TEXT_LIMITS.message, REPLY_REQUIRED_MESSAGE),
});
export type CustomerReplyBody = z.input<typeof customerReplyRequest>;

export const customerReplyResponse = z.object({
  id: z.uuid(),
  adminMessageId: z.uuid(),
  message: z.string(),
  createdAt: timestamp,
});

export const customerConversationParams = z.object({
  id: z.uuid(CONVERSATION_NOT_FOUND_MESSAGE),
});

/** The reply as stored, in the conversation it joined (a new one when that was closed). */
export const customerConversationReplyResponse = z.object({
  id: z.uuid(),
  ticketId: z.uuid(),
  message: z.string(),
  createdAt: timestamp,
});
