import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { notifications } from "../../db/schema/index.ts";

/** One page of the account's notifications, newest first (notifications_user_id_created_at_idx). */
export function listNotifications(
  db: DbOrTx,
  userId: string,
  page: { page: number; pageSize: number },
) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      quoteRequestId: notifications.quoteRequestId,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
}

/** How many notifications the account has, and how many of them are unread: one statement. */
export function notificationCountsQuery(db: DbOrTx, userId: string) {
  return db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

export async function countNotifications(db: DbOrTx, userId: string) {
  const [row] = await notificationCountsQuery(db, userId);
  return row!;
}

/**
 * Marks the account's unread notifications read: those among `ids`, or all of them when `ids`
 * is undefined. Rows of other accounts never match. Answers how many were marked.
 */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: string,
  ids: readonly string[] | undefined,
  now: Date,
) {
  if (ids?.length === 0) return 0;
  const marked = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === undefined ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}
