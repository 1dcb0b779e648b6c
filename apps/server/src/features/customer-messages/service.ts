import {
  displayMake,
  displayRegistration,
  ERROR_CODES,
  type ListPosition,
  priorityOf,
} from "@automobi/domain";
import {
  CONVERSATION_NO_REPLY_MESSAGE,
  CONVERSATION_NOT_FOUND_MESSAGE,
  MESSAGE_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import type { CurrentSession } from "../../access/guards.ts";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { openOrUpdateTicket } from "../../records/support-tickets.ts";
import {
  findOwnMessage,
  findOwnTicket,
  insertReply,
  listCustomerMessages,
  type RepliedRequest,
} from "./repository.ts";

/**
 * 'Messages from Support': staff messages about the customer's own requests, with their replies,
 * and their conversations with customer service (every message of theirs and every staff
 * response), latest first.
 */
export async function customerMessages(
  db: Database,
  customer: CurrentSession,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const { items, total, nextCursor } = await listCustomerMessages(db, customer.user.id, {
    after: query.cursor,
    pageSize: query.pageSize,
  });
  return {
    items: items.map((item) => {
      if (item.type === "message") {
        const { customerReplies, quoteRequest, ...message } = item.row;
        return { type: item.type, ...message, ...quoteRequest, replies: customerReplies };
      }
      const { messages, quoteRequest, ...ticket } = item.row;
      return { type: item.type, ...ticket, vehicle: quoteRequest, thread: messages };
    }),
    pageSize: query.pageSize,
    total,
    nextCursor,
  };
}

type Deps = { db: Database; outbox: Outbox; config: Config };

/**
 * What every customer reply does besides being stored: it joins the customer's support ticket
 * for the request (or opens one) and e-mails the support inbox. In the caller's transaction.
 */
async function passReplyToSupport(
  tx: DbOrTx,
  deps: Deps,
  customer: CurrentSession,
  request: RepliedRequest,
  about: string,
  text: string,
) {
  const { email, id: userId } = customer.user;
  const priority = priorityOf(request, new Date());
  const ticket = await openOrUpdateTicket(tx, {
    userId,
    customerEmail: email,
    quoteRequestId: request.id,
    subject: about.startsWith("Reply: ") ? about : `Reply: ${about}`,
    message: text,
    priority: priority.toLowerCase() as Lowercase<typeof priority>,
    source: "reply",
  });
  await deps.outbox.enqueue(tx, deps.config.supportEmail, "staff-customer-reply", {
    customerEmail: email,
    vehicleMake: displayMake(request.vehicleMake),
    vehicleModel: request.vehicleModel,
    vehicleRegistration: displayRegistration(request.vehicleRegistration),
    services: request.services,
    quoteRequestId: request.id,
    priority,
    subject: about,
    reply: text,
  });
  return ticket;
}

/**
 * The customer's reply to a message about their own request, in one transaction: stored, the
 * customer's support ticket for the request opened or updated, and the support inbox e-mailed.
 */
export async function replyToMessage(
  deps: Deps,
  customer: CurrentSession,
  messageId: string,
  text: string,
) {
  return deps.db.transaction(async (tx) => {
    const found = await findOwnMessage(tx, messageId, customer.user.id);
    if (!found) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    const reply = await insertReply(tx, {
      adminMessageId: found.id,
      userId: customer.user.id,
      customerEmail: customer.user.email,
      message: text,
    });
    await passReplyToSupport(tx, deps, customer, found.request, found.subject, text);
    return reply;
  });
}

/**
 * The customer's reply in one of their conversations with customer service, in one
 * transaction: added to its thread (reopening it), or to a new conversation about the request
 * when that one was closed, and the support inbox e-mailed. Another customer's conversation is
 * not found; one about no request takes no reply here.
 */
export async function replyToConversation(
  deps: Deps,
  customer: CurrentSession,
  ticketId: string,
  text: string,
) {
  return deps.db.transaction(async (tx) => {
    const found = await findOwnTicket(tx, ticketId, customer.user.id);
    if (!found) throw notFound(CONVERSATION_NOT_FOUND_MESSAGE);
    if (!found.request) {
      throw new AppError(ERROR_CODES.CONFLICT, CONVERSATION_NO_REPLY_MESSAGE, 409);
    }
    const joined = await passReplyToSupport(tx, deps, customer, found.request, found.subject, text);
    const { id, message, createdAt } = joined.row;
    return { id, ticketId: joined.ticketId, message, createdAt };
  });
}
