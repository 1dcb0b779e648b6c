import { z } from "zod";
import { requiredText, TEXT_LIMITS } from "../sanitize.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The customer's Messages tab (spec 001 §2, §5 Reply): 'Messages from Support' about their own
 * requests, newest first, and a reply to one of them.
 *
 * `GET /api/messages` lists them; `POST /api/messages/:id/replies` stores a reply, opens or
 * updates the customer's support ticket and e-mails the support inbox. A message about another
 * customer's request is answered 404.
 */

export const MESSAGE_NOT_FOUND_MESSAGE = "Message not found";
export const REPLY_REQUIRED_MESSAGE = "Please write a reply";

export const customerMessageListQuery = cursorPaginationQuerySchema;

export const customerMessage = z.object({
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

export const customerMessageListResponse = cursorPageOf(customerMessage);

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
