import type { ListPosition } from "@automobi/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import {
  adminMessages,
  customerReplies,
  quoteRequests,
  supportTickets,
} from "../../db/schema/index.ts";

/** The ids of the customer's own requests, for a filter. */
const requestsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.userId, userId));

/** Staff messages, newest first, the id breaking ties. */
const MESSAGE_ORDER: KeysetOrder = {
  at: adminMessages.sentAt,
  id: adminMessages.id,
  direction: "desc",
};

/** Conversations, latest activity first: support_tickets_user_id_updated_at_id_idx backwards. */
export const TICKET_ORDER: KeysetOrder = {
  at: supportTickets.updatedAt,
  id: supportTickets.id,
  direction: "desc",
};

const vehicleColumns = {
  vehicleMake: true,
  vehicleModel: true,
  vehicleRegistration: true,
} as const;

type ItemType = "message" | "ticket";

/**
 * The page's items (`pageSize + 1`) with each one's cursor, in one statement: the staff
 * messages about the customer's own requests (not their own rejection feedback) and their
 * support tickets, each part read in its own order up to the page's end, then merged by time
 * and id. A message sorts by when it was sent, a ticket by its last activity; ids are UUIDs in
 * both, so one cursor places a page in either.
 */
function pageIdsQuery(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
): SQL {
  const reach = page.pageSize + 1;
  const part = (type: ItemType, order: KeysetOrder, where: SQL | undefined) =>
    sql`(select ${type}::text as type, ${order.id} as id, ${order.at} as at,
        ${keysetCursorAt(order)} as "cursorAt"
      from ${type === "message" ? adminMessages : supportTickets}
      where ${and(where, afterPosition(order, page.after))}
      order by ${sql.join(keysetOrderBy(order), sql`, `)} limit ${reach})`;
  const messages = part(
    "message",
    MESSAGE_ORDER,
    and(
      eq(adminMessages.kind, "admin_message"),
      inArray(adminMessages.quoteRequestId, requestsOf(db, userId)),
    ),
  );
  const tickets = part("ticket", TICKET_ORDER, eq(supportTickets.userId, userId));
  return sql`select type, id, "cursorAt" from (${messages} union all ${tickets}) items
    order by at desc, id desc limit ${reach}`;
}

function totalQuery(db: DbOrTx, userId: string): SQL {
  const messages = db
    .select({ n: sql`count(*)` })
    .from(adminMessages)
    .innerJoin(quoteRequests, eq(quoteRequests.id, adminMessages.quoteRequestId))
    .where(and(eq(adminMessages.kind, "admin_message"), eq(quoteRequests.userId, userId)));
  const tickets = db
    .select({ n: sql`count(*)` })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId));
  return sql`select (${messages}) + (${tickets}) as total`;
}

/** The staff messages of a page, each with its replies (oldest first) and vehicle. */
function messagesWithReplies(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query.adminMessages.findMany({
    where: (m) => inArray(m.id, ids),
    columns: { id: true, quoteRequestId: true, subject: true, message: true, sentAt: true },
    with: {
      customerReplies: {
        orderBy: (r) => [asc(r.createdAt), asc(r.id)],
        columns: { id: true, message: true, createdAt: true },
      },
      quoteRequest: { columns: vehicleColumns },
    },
  });
}

/** The tickets of a page, each with its thread (oldest first) and its request's vehicle. */
function ticketsWithThreads(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query.supportTickets.findMany({
    where: (t) => inArray(t.id, ids),
    columns: { id: true, quoteRequestId: true, subject: true, status: true, updatedAt: true },
    with: {
      messages: {
        orderBy: (m) => [asc(m.createdAt), asc(m.id)],
        columns: { id: true, kind: true, subject: true, message: true, createdAt: true },
      },
      quoteRequest: { columns: vehicleColumns },
    },
  });
}

export type ListedMessage = Awaited<ReturnType<typeof messagesWithReplies>>[number];
export type ListedTicket = Awaited<ReturnType<typeof ticketsWithThreads>>[number];

/**
 * One keyset page of the customer's Messages tab, latest first: staff messages about their own
 * requests and their conversations with customer service. Four statements whatever the page
 * holds: the page's ids, the total, then the messages and the tickets with what they nest.
 */
export async function listCustomerMessages(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [count]] = await Promise.all([
    queryRows<{ type: ItemType; id: string; cursorAt: string }>(db, pageIdsQuery(db, userId, page)),
    queryRows<{ total: string | number }>(db, totalQuery(db, userId)),
  ]);
  const { items, nextCursor } = keysetPage(rows, page.pageSize);
  const idsOf = (type: ItemType) => items.filter((i) => i.type === type).map((i) => i.id);
  const [messages, tickets] = await Promise.all([
    messagesWithReplies(db, idsOf("message")),
    ticketsWithThreads(db, idsOf("ticket")),
  ]);
  const byId = new Map<
    string,
    { type: "message"; row: ListedMessage } | { type: "ticket"; row: ListedTicket }
  >([
    ...messages.map((row) => [row.id, { type: "message" as const, row }] as const),
    ...tickets.map((row) => [row.id, { type: "ticket" as const, row }] as const),
  ]);
  return {
    // A row removed between the statements is simply not there.
    items: items.flatMap((item) => byId.get(item.id) ?? []),
    nextCursor,
    total: Number(count?.total ?? 0),
  };
}

const repliedRequestColumns = {
  id: quoteRequests.id,
  createdAt: quoteRequests.createdAt,
  services: quoteRequests.services,
  vehicleMake: quoteRequests.vehicleMake,
  vehicleModel: quoteRequests.vehicleModel,
  vehicleRegistration: quoteRequests.vehicleRegistration,
};

/**
 * One of the customer's own support tickets, with its request (null for one about no request);
 * undefined otherwise. Its row is locked: a reply and Send Response at once run one after the
 * other.
 */
export async function findOwnTicket(db: DbOrTx, ticketId: string, userId: string) {
  const [row] = await db
    .select({
      id: supportTickets.id,
      subject: supportTickets.subject,
      request: repliedRequestColumns,
    })
    .from(supportTickets)
    .leftJoin(quoteRequests, eq(quoteRequests.id, supportTickets.quoteRequestId))
    .where(and(eq(supportTickets.id, ticketId), eq(supportTickets.userId, userId)))
    .for("update", { of: supportTickets });
  return row;
}

/** A message staff sent about one of the customer's own requests; undefined otherwise. */
export async function findOwnMessage(db: DbOrTx, messageId: string, userId: string) {
  const [row] = await db
    .select({
      id: adminMessages.id,
      subject: adminMessages.subject,
      request: repliedRequestColumns,
    })
    .from(adminMessages)
    .innerJoin(quoteRequests, eq(quoteRequests.id, adminMessages.quoteRequestId))
    .where(
      and(
        eq(adminMessages.id, messageId),
        eq(adminMessages.kind, "admin_message"),
        eq(quoteRequests.userId, userId),
      ),
    );
  return row;
}

export type RepliedRequest = NonNullable<Awaited<ReturnType<typeof findOwnMessage>>>["request"];

export async function insertReply(tx: DbOrTx, values: typeof customerReplies.$inferInsert) {
  return onlyRow(
    await tx.insert(customerReplies).values(values).returning({
      id: customerReplies.id,
      adminMessageId: customerReplies.adminMessageId,
      message: customerReplies.message,
      createdAt: customerReplies.createdAt,
    }),
    "the new reply",
  );
}
