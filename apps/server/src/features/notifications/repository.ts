import type { ListPosition } from "@automobi/domain";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { notificationCounts, notifications } from "../../db/schema/index.ts";

/** Newest first, the id breaking ties: notifications_user_id_created_at_id_idx backwards. */
const ORDER: KeysetOrder = { at: notifications.createdAt, id: notifications.id, direction: "desc" };

/** One keyset page of the account's notifications, newest first, and the next page's cursor. */
export async function listNotifications(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  return keysetPage(await notificationPageQuery(db, userId, page), page.pageSize);
}

/** The page's statement: pageSize + 1 rows after the cursor (for the plan test too). */
export function notificationPageQuery(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
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
      cursorAt: keysetCursorAt(ORDER),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterPosition(ORDER, page.after)))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(page.pageSize + 1);
}

/**
 * How many notifications the account has, and how many of them are unread: the one row the
 * triggers keep for it (migration 0044), zeros when it has never had one. The same at any count.
 */
export function notificationCountsQuery(db: DbOrTx, userId: string) {
  return db
    .select({
      total: sql<number>`coalesce(max(${notificationCounts.total}), 0)`.mapWith(Number),
      unread: sql<number>`coalesce(max(${notificationCounts.unread}), 0)`.mapWith(Number),
    })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, userId));
}

export async function countNotifications(db: DbOrTx, userId: string) {
  return onlyRow(await notificationCountsQuery(db, userId), "the notification counts");
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
