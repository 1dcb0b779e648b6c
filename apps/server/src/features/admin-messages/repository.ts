import type { ListPosition } from "@automobi/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { adminMessages, profiles, quoteRequests, user } from "../../db/schema/index.ts";

/** The request's customer and vehicle, and who to greet; undefined when unknown. */
export async function findRecipient(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      userId: quoteRequests.userId,
      customerEmail: quoteRequests.customerEmail,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      accountEmail: user.email,
      accountName: user.name,
      firstName: profiles.firstName,
    })
    .from(quoteRequests)
    .innerJoin(user, eq(user.id, quoteRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, quoteRequests.userId))
    .where(eq(quoteRequests.id, requestId));
  return row;
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

const messageColumns = {
  id: true,
  quoteRequestId: true,
  kind: true,
  adminEmail: true,
  customerEmail: true,
  subject: true,
  message: true,
  sentAt: true,
} as const;

/**
 * A request's history newest first, the id breaking ties:
 * admin_messages_quote_request_id_sent_at_id_idx read backwards.
 */
export const MESSAGE_HISTORY_ORDER: KeysetOrder = {
  at: adminMessages.sentAt,
  id: adminMessages.id,
  direction: "desc",
};

/**
 * One keyset page of the request's messages, newest first, each with its replies, and their
 * count: two statements.
 */
export async function listRequestMessages(
  db: DbOrTx,
  requestId: string,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db.query.adminMessages.findMany({
      where: and(
        eq(adminMessages.quoteRequestId, requestId),
        afterPosition(MESSAGE_HISTORY_ORDER, page.after),
      ),
      orderBy: keysetOrderBy(MESSAGE_HISTORY_ORDER),
      limit: page.pageSize + 1,
      columns: messageColumns,
      extras: { cursorAt: keysetCursorAt(MESSAGE_HISTORY_ORDER).as("cursor_at") },
      with: {
        customerReplies: {
          orderBy: (r) => [asc(r.createdAt), asc(r.id)],
          columns: { id: true, customerEmail: true, message: true, createdAt: true },
        },
      },
    }),
    db
      .select({ total: count() })
      .from(adminMessages)
      .where(eq(adminMessages.quoteRequestId, requestId)),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

export async function insertAdminMessage(tx: DbOrTx, values: typeof adminMessages.$inferInsert) {
  return onlyRow(
    await tx
      .insert(adminMessages)
      .values({ ...values, kind: "admin_message" })
      .returning({
        id: adminMessages.id,
        quoteRequestId: adminMessages.quoteRequestId,
        kind: adminMessages.kind,
        adminEmail: adminMessages.adminEmail,
        customerEmail: adminMessages.customerEmail,
        subject: adminMessages.subject,
        message: adminMessages.message,
        sentAt: adminMessages.sentAt,
      }),
    "the new message",
  );
}
