import type { TicketStatus } from "@automobi/domain";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  notifications,
  profiles,
  quoteRequests,
  supportTicketResponses,
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
      serviceType: quoteRequests.serviceType,
      status: quoteRequests.status,
      createdAt: quoteRequests.createdAt,
    })
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
}

// Written out in full: Drizzle leaves column names unqualified in a single-table select.
const responseCount =
  sql<number>`(select count(*) from support_ticket_responses r where r.ticket_id = support_tickets.id)`
    .mapWith(Number)
    .as("response_count");

const ticketColumns = {
  id: supportTickets.id,
  customerEmail: supportTickets.customerEmail,
  subject: supportTickets.subject,
  message: supportTickets.message,
  status: supportTickets.status,
  priority: supportTickets.priority,
  source: supportTickets.source,
  quoteRequestId: supportTickets.quoteRequestId,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  closedAt: supportTickets.closedAt,
};

/** One page of tickets, latest activity first, and the count: two statements. */
export async function listTickets(
  db: DbOrTx,
  filter: { status?: TicketStatus; page: number; pageSize: number },
) {
  const where = filter.status ? eq(supportTickets.status, filter.status) : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select({ ...ticketColumns, responseCount })
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(supportTickets).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
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

export async function listTicketResponses(db: DbOrTx, ticketId: string) {
  return db
    .select({
      id: supportTicketResponses.id,
      adminEmail: supportTicketResponses.adminEmail,
      message: supportTicketResponses.message,
      createdAt: supportTicketResponses.createdAt,
    })
    .from(supportTicketResponses)
    .where(eq(supportTicketResponses.ticketId, ticketId))
    .orderBy(asc(supportTicketResponses.createdAt), asc(supportTicketResponses.id));
}

export async function insertTicketResponse(
  tx: DbOrTx,
  values: typeof supportTicketResponses.$inferInsert,
) {
  const [row] = await tx.insert(supportTicketResponses).values(values).returning({
    id: supportTicketResponses.id,
    adminEmail: supportTicketResponses.adminEmail,
    message: supportTicketResponses.message,
    createdAt: supportTicketResponses.createdAt,
  });
  return row!;
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

export async function insertNotification(
  tx: DbOrTx,
  values: Omit<typeof notifications.$inferInsert, "kind">,
) {
  await tx.insert(notifications).values({ ...values, kind: "new_message" });
}
