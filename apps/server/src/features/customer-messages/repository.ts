import type { ListPosition } from "@automobi/domain";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { adminMessages, customerReplies, quoteRequests } from "../../db/schema/index.ts";

/** The ids of the customer's own requests, for a filter. */
const requestsOf = (db: DbOrTx, userId: string) =>
  db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.userId, userId));

/** Newest first, the id breaking ties. */
const ORDER: KeysetOrder = { at: adminMessages.sentAt, id: adminMessages.id, direction: "desc" };

/**
 * One keyset page of the messages staff sent about the customer's own requests (not the customer's
 * own rejection feedback), newest first, each with its replies and vehicle: two statements.
 */
export async function listCustomerMessages(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db.query.adminMessages.findMany({
      where: (m) =>
        and(
          eq(m.kind, "admin_message"),
          inArray(m.quoteRequestId, requestsOf(db, userId)),
          afterPosition(ORDER, page.after),
        ),
      orderBy: keysetOrderBy(ORDER),
      limit: page.pageSize + 1,
      extras: { cursorAt: keysetCursorAt(ORDER).as("cursor_at") },
      columns: { id: true, quoteRequestId: true, subject: true, message: true, sentAt: true },
      with: {
        customerReplies: {
          orderBy: (r) => [asc(r.createdAt), asc(r.id)],
          columns: { id: true, message: true, createdAt: true },
        },
        quoteRequest: {
          columns: { vehicleMake: true, vehicleModel: true, vehicleRegistration: true },
        },
      },
    }),
    db
      .select({ total: count() })
      .from(adminMessages)
      .innerJoin(quoteRequests, eq(quoteRequests.id, adminMessages.quoteRequestId))
      .where(and(eq(adminMessages.kind, "admin_message"), eq(quoteRequests.userId, userId))),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

/** A message staff sent about one of the customer's own requests; undefined otherwise. */
export async function findOwnMessage(db: DbOrTx, messageId: string, userId: string) {
  const [row] = await db
    .select({
      id: adminMessages.id,
      subject: adminMessages.subject,
      request: {
        id: quoteRequests.id,
        createdAt: quoteRequests.createdAt,
        serviceType: quoteRequests.serviceType,
        vehicleMake: quoteRequests.vehicleMake,
        vehicleModel: quoteRequests.vehicleModel,
        vehicleRegistration: quoteRequests.vehicleRegistration,
      },
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

export async function insertReply(tx: DbOrTx, values: typeof customerReplies.$inferInsert) {
  const [row] = await tx.insert(customerReplies).values(values).returning({
    id: customerReplies.id,
    adminMessageId: customerReplies.adminMessageId,
    message: customerReplies.message,
    createdAt: customerReplies.createdAt,
  });
  return row!;
}
