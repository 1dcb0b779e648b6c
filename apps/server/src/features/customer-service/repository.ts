import type { ListPosition, TicketStatus } from "@automobi/domain";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import {
  profiles,
  quoteRequests,
  supportTicketMessages,
  supportTickets,
  user,
} from "../../db/schema/index.ts";

/** The latest requests, newest first: one statement on quote_requests_created_at_idx. */
export async function listRecentRequests(db: DbOrTx, limit: number) {
  return db
    .select({
      id: quoteRequests.id,
      customerEmail: quoteRequests.customerEmail,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      services: quoteRequests.services,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
}

// Written out in full: Drizzle leaves column names unqualified in a single-table select. Counted
// on the thread's (ticket_id, created_at, id) index, within the page's one statement.
const responseCount =
  sql<number>`(select count(*) from support_ticket_messages m where m.ticket_id = support_tickets.id and m.kind = 'response')`
    .mapWith(Number)
    .as("response_count");

const ticketColumns = {
  id: supportTickets.id,
  customerEmail: supportTickets.customerEmail,
  subject: supportTickets.subject,
  status: supportTickets.status,
  priority: supportTickets.priority,
  source: supportTickets.source,
  quoteRequestId: supportTickets.quoteRequestId,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  closedAt: supportTickets.closedAt,
};

/**
 * Latest activity first, the id breaking ties: support_tickets_updated_at_id_idx read
 * backwards, or support_tickets_status_updated_at_id_idx within one status.
 */
export const TICKET_LIST_ORDER: KeysetOrder = {
  at: supportTickets.updatedAt,
  id: supportTickets.id,
  direction: "desc",
};

export const ticketListWhere = (status: TicketStatus | undefined) =>
  status ? eq(supportTickets.status, status) : undefined;

/** One keyset page of tickets, latest activity first, and the count: two statements. */
export async function listTickets(
  db: DbOrTx,
  filter: { status?: TicketStatus; after: ListPosition | undefined; pageSize: number },
) {
  const where = ticketListWhere(filter.status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...ticketColumns, responseCount, cursorAt: keysetCursorAt(TICKET_LIST_ORDER) })
      .from(supportTickets)
      .where(and(where, afterPosition(TICKET_LIST_ORDER, filter.after)))
      .orderBy(...keysetOrderBy(TICKET_LIST_ORDER))
      .limit(filter.pageSize + 1),
    db.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { ...keysetPage(rows, filter.pageSize), total: total?.total ?? 0 };
}

/** A ticket with whom to greet; `lock` takes the row for an update. */
export async function findTicket(db: DbOrTx, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      ...ticketColumns,
      userId: supportTickets.userId,
      accountName: user.name,
      firstName: profiles.firstName,
    })
    .from(supportTickets)
    .leftJoin(user, eq(user.id, supportTickets.userId))
    .leftJoin(profiles, eq(profiles.userId, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  const [row] = options.lock ? await query.for("update", { of: supportTickets }) : await query;
  return row;
}

export type FoundTicket = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** The ticket's thread, oldest first. */
export async function listTicketThread(db: DbOrTx, ticketId: string) {
  return db
    .select({
      id: supportTicketMessages.id,
      kind: supportTicketMessages.kind,
      authorEmail: supportTicketMessages.authorEmail,
      subject: supportTicketMessages.subject,
      message: supportTicketMessages.message,
      createdAt: supportTicketMessages.createdAt,
    })
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticketId))
    .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
}

export async function moveTicket(
  tx: DbOrTx,
  id: string,
  status: "in_progress" | "closed",
  now: Date,
) {
  await tx
    .update(supportTickets)
    .set({ status, updatedAt: now, closedAt: status === "closed" ? now : null })
    .where(eq(supportTickets.id, id));
}
