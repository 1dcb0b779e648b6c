import { asc, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  adminMessages,
  notifications,
  profiles,
  quoteRequests,
  user,
} from "../../db/schema/index.ts";

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

/** One page of the request's messages, newest first, each with its replies: two statements. */
export async function listRequestMessages(
  db: DbOrTx,
  requestId: string,
  page: { page: number; pageSize: number },
) {
  const [items, [total]] = await Promise.all([
    db.query.adminMessages.findMany({
      where: (m) => eq(m.quoteRequestId, requestId),
      orderBy: (m) => [desc(m.sentAt), desc(m.id)],
      limit: page.pageSize,
      offset: (page.page - 1) * page.pageSize,
      columns: messageColumns,
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
  return { items, total: total?.total ?? 0 };
}

export async function insertAdminMessage(tx: DbOrTx, values: typeof adminMessages.$inferInsert) {
  const [row] = await tx
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
    });
  return row!;
}

export async function insertNotification(
  tx: DbOrTx,
  values: { userId: string; title: string; body: string; link: string; quoteRequestId: string },
) {
  await tx.insert(notifications).values({ ...values, kind: "new_message" });
}
