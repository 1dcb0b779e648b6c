import { z } from "zod";
import { TEXT_LIMITS } from "../sanitize.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { requiredText } from "../schemas/text.ts";
import { REQUEST_STATUSES } from "../statuses.ts";
import {
  TICKET_MESSAGE_KINDS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
} from "../support-tickets.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * Customer Service Center (spec 001 §2; spec README item 4).
 *
 * `GET /api/admin/customer-service/recent`: the latest 20 quote requests, newest first
 * ('Recent Customer Requests'). 'Mark as Quoted' and 'Mark Complete' are the dashboard's
 * transitions, `POST /api/admin/quote-requests/:id/{mark-quoted,mark-complete}`.
 *
 * `GET /api/admin/tickets?status=&cursor=&pageSize=`: support tickets, latest activity first
 * (the time of the newest row of the thread).
 * `GET /api/admin/tickets/:id`: one ticket with its thread: every message of the customer's
 * (reply, rejection feedback, contact) and every staff response, oldest first.
 * `POST /api/admin/tickets/:id/responses` {message, close?}: adds the response from the
 * signed-in admin to the thread, moves the ticket to in_progress (closed with `close: true`),
 * e-mails the customer and raises a notification. A closed ticket takes no response (409).
 */

export const RECENT_REQUESTS_LIMIT = 20;

export const TICKET_NOT_FOUND_MESSAGE = "Support ticket not found";
export const TICKET_CLOSED_MESSAGE = "This ticket is closed and cannot take a response";
export const TICKET_RESPONSE_REQUIRED_MESSAGE = "Please enter a response";

/** 'Response Sent' / 'Email response sent to {email}'. */
export const TICKET_RESPONSE_SENT = {
  title: "Response Sent",
  message: (email: string) => `Email response sent to ${email}`,
} as const;

export const recentRequest = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  vehicleMake: z.string(),
  vehicleModel: z.string(),
  vehicleRegistration: z.string(),
  services: z.array(z.string()),
  status: z.enum(REQUEST_STATUSES),
  createdAt: timestamp,
});
export const recentRequestsResponse = z.object({ items: z.array(recentRequest) });

/** `?status=&cursor=&pageSize=`: latest activity first, a keyset page at a time. */
export const ticketListQuery = cursorPaginationQuerySchema.extend({
  status: z
    .enum(TICKET_STATUSES, { error: "Status must be open, in_progress or closed" })
    .optional(),
});

export const ticketParams = z.object({ id: z.uuid(TICKET_NOT_FOUND_MESSAGE) });

export const supportTicket = z.object({
  id: z.uuid(),
  customerEmail: z.string(),
  /** What the message that opened the ticket was about; later messages carry their own. */
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  source: z.enum(TICKET_SOURCES),
  quoteRequestId: z.uuid().nullable(),
  /** How many rows of the thread are staff responses. */
  responseCount: z.number().int(),
  createdAt: timestamp,
  /** The last activity: the time of the thread's newest row. */
  updatedAt: timestamp,
  closedAt: timestamp.nullable(),
});
export type SupportTicket = z.input<typeof supportTicket>;
export const ticketListResponse = cursorPageOf(supportTicket);

/** A row of the thread: who wrote it (the customer's e-mail, or the staff member's), and when. */
export const ticketMessage = z.object({
  id: z.uuid(),
  kind: z.enum(TICKET_MESSAGE_KINDS),
  authorEmail: z.string(),
  /** What a customer's message was about ('Quote rejected: …', 'Reply: …'); null on a response. */
  subject: z.string().nullable(),
  message: z.string(),
  createdAt: timestamp,
});
export type TicketMessage = z.input<typeof ticketMessage>;

/** The ticket with its thread, oldest first. */
export const ticketDetailResponse = supportTicket.extend({ thread: z.array(ticketMessage) });
export type SupportTicketDetail = z.input<typeof ticketDetailResponse>;

export const ticketRespondRequest = z.object({
  message: requiredText(TEXT_LIMITS.message, TICKET_RESPONSE_REQUIRED_MESSAGE),
  close: z.boolean({ error: "Close must be true or false" }).default(false),
});
export type TicketRespondBody = z.input<typeof ticketRespondRequest>;

export const ticketRespondResponse = z.object({
  ticket: ticketDetailResponse,
  response: ticketMessage,
  /** The customer the e-mail went to: 'Email response sent to {email}'. */
  emailedTo: z.string(),
});
