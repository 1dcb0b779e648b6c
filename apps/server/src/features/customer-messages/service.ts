import {
  displayMake,
  displayRegistration,
  type ListPosition,
  MESSAGE_NOT_FOUND_MESSAGE,
  priorityOf,
} from "@automobi/domain";
import type { CurrentSession } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { notFound } from "../../http/app-error.ts";
import { openOrUpdateTicket } from "../../support/tickets.ts";
import { findOwnMessage, insertReply, listCustomerMessages } from "./repository.ts";

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

/**
 * The customer's reply to a message about their own request, in one transaction: stored, the
 * customer's support ticket for the request opened or updated, and the support inbox e-mailed.
 */
export async function replyToMessage(
  deps: { db: Database; outbox: Outbox; config: Config },
  customer: CurrentSession,
  messageId: string,
  text: string,
) {
  return deps.db.transaction(async (tx) => {
    const found = await findOwnMessage(tx, messageId, customer.user.id);
    if (!found) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    const { request } = found;
    const { email, id: userId } = customer.user;
    const reply = await insertReply(tx, {
      adminMessageId: found.id,
      userId,
      customerEmail: email,
      message: text,
    });
    const priority = priorityOf(request, new Date());
    await openOrUpdateTicket(tx, {
      userId,
      customerEmail: email,
      quoteRequestId: request.id,
      subject: `Reply: ${found.subject}`,
      message: text,
      priority: priority.toLowerCase() as Lowercase<typeof priority>,
      source: "reply",
    });
    await deps.outbox.enqueue(tx, deps.config.supportEmail, "staff-customer-reply", {
      customerEmail: email,
      vehicleMake: displayMake(request.vehicleMake),
      vehicleModel: request.vehicleModel,
      vehicleRegistration: displayRegistration(request.vehicleRegistration),
      serviceType: request.serviceType,
      quoteRequestId: request.id,
      priority,
      subject: found.subject,
      reply: text,
    });
    return reply;
  });
}
