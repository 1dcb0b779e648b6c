import {
  ERROR_CODES,
  isStaffTicketMessage,
  type ListPosition,
  type TicketStatus,
} from "@automobi/domain";
import {
  RECENT_REQUESTS_LIMIT,
  TICKET_CLOSED_MESSAGE,
  TICKET_NOT_FOUND_MESSAGE,
} from "@automobi/domain/schemas";
import type { Database, DbOrTx } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { insertNotification } from "../../records/notifications.ts";
import { appendTicketMessage } from "../../records/support-tickets.ts";
import {
  type FoundTicket,
  findTicket,
  listRecentRequests,
  listTickets,
  listTicketThread,
  moveTicket,
} from "./repository.ts";

export async function recentRequests(db: Database) {
  return { items: await listRecentRequests(db, RECENT_REQUESTS_LIMIT) };
}

/** The support tickets, latest activity first, a keyset page at a time. */
export async function ticketPage(
  db: Database,
  query: { status?: TicketStatus; cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const page = await listTickets(db, { status: query.status, after: query.cursor, pageSize });
  return { ...page, pageSize };
}

async function detailOf(db: DbOrTx, ticket: FoundTicket) {
  const { userId: _userId, accountName: _name, firstName: _first, ...fields } = ticket;
  const thread = await listTicketThread(db, ticket.id);
  const responseCount = thread.filter((row) => isStaffTicketMessage(row.kind)).length;
  return { ...fields, responseCount, thread };
}

/** One ticket and its thread. */
export async function ticketDetail(db: Database, id: string) {
  const ticket = await findTicket(db, id);
  if (!ticket) throw notFound(TICKET_NOT_FOUND_MESSAGE);
  return detailOf(db, ticket);
}

/**
 * Send Response, in one transaction on the locked ticket: the response added to the thread from
 * the signed-in admin's e-mail, the ticket in_progress (or closed), the customer e-mailed and
 * notified, the audit written. A closed ticket takes no response: the customer's next message
 * opens a new one (support/tickets.ts), so a closed conversation stays as it was closed.
 */
export async function respondToTicket(
  deps: { db: Database; outbox: Outbox },
  actor: StaffActor,
  id: string,
  input: { message: string; close: boolean },
) {
  return deps.db.transaction(async (tx) => {
    const ticket = await findTicket(tx, id, { lock: true });
    if (!ticket) throw notFound(TICKET_NOT_FOUND_MESSAGE);
    if (ticket.status === "closed") {
      throw new AppError(ERROR_CODES.INVALID_TRANSITION, TICKET_CLOSED_MESSAGE, 409);
    }
    const { user: staff } = actor.staff;
    // Read after the lock: a customer message stored while this waited comes first in the thread.
    const now = new Date();
    // The e-mail quotes what the customer said last: the message being answered.
    const [answered] = (await listTicketThread(tx, ticket.id))
      .filter((row) => !isStaffTicketMessage(row.kind))
      .slice(-1);
    const response = await appendTicketMessage(
      tx,
      ticket.id,
      {
        kind: "response",
        authorUserId: staff.id,
        authorEmail: staff.email,
        subject: null,
        message: input.message,
      },
      now,
    );
    const to = input.close ? "closed" : "in_progress";
    await moveTicket(tx, ticket.id, to, now);
    await deps.outbox.enqueue(tx, ticket.customerEmail, "support-response", {
      customerName: greetingName(ticket.firstName, ticket.accountName),
      subject: ticket.subject,
      ticketMessage: answered?.message ?? "",
      response: input.message,
      closed: input.close,
    });
    if (ticket.userId) {
      await insertNotification(tx, {
        kind: "new_message",
        userId: ticket.userId,
        title: "Response from customer service",
        body: `Re: ${ticket.subject}`,
        link: "/dashboard?tab=messages",
        quoteRequestId: ticket.quoteRequestId,
      });
    }
    await recordStaffAction(
      tx,
      actor.staff,
      actor.request,
      "support_ticket.respond",
      "support_ticket",
      ticket.id,
      {
        from: ticket.status,
        to,
        responseId: response.id,
      },
    );
    const updated = await findTicket(tx, ticket.id);
    if (!updated) throw new Error(`the ticket ${ticket.id} just answered was not found`);
    return { ticket: await detailOf(tx, updated), response, emailedTo: ticket.customerEmail };
  });
}
