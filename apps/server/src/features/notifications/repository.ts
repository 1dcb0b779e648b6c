import type { ListPosition } from "@automobi/domain";
import { customerNotification } from "@automobi/domain/schemas";
import { and, eq, inArray, isNull, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  jsonObject,
  jsonPlain,
  jsonRowsPage,
  jsonString,
  jsonTime,
  orNull,
} from "../../db/json-text.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  writtenCount,
} from "../../db/keyset.ts";
import { type PositionPlaceholders, preparedPageRows } from "../../db/prepared-statements.ts";
import { onlyRow } from "../../db/rows.ts";
import { notificationCounts, notifications } from "../../db/schema/index.ts";

/** Newest first, the id breaking ties: notifications_user_id_created_at_id_idx backwards. */
const ORDER: KeysetOrder = { at: notifications.createdAt, id: notifications.id, direction: "desc" };

type Position = ListPosition | PositionPlaceholders;

/** The account's kept count of notifications or of unread ones, as a scalar subquery (0 for none). */
function keptCount(userId: string | Placeholder, count: "total" | "unread"): SQL<number> {
  const column = count === "total" ? notificationCounts.total : notificationCounts.unread;
  return sql<number>`(SELECT coalesce(max(${column}), 0) FROM ${notificationCounts}
    WHERE ${notificationCounts.userId} = ${userId})`.mapWith(Number);
}

/** One notification as the contract writes it (`customerNotification`), as JSON text (decision 026). */
const notificationJson: SQL<string> = sql<string>`${jsonObject(customerNotification.shape, {
  id: jsonPlain(notifications.id),
  kind: jsonPlain(notifications.kind),
  title: jsonString(notifications.title),
  body: jsonString(notifications.body),
  link: orNull(jsonString(notifications.link)),
  quoteRequestId: orNull(jsonPlain(notifications.quoteRequestId)),
  readAt: orNull(jsonTime(notifications.readAt)),
  createdAt: jsonTime(notifications.createdAt),
})}`;

/**
 * The page's statement: pageSize + 1 rows after the cursor, newest first, each its
 * notification's JSON text, its cursor key and the account's kept counts (uncorrelated
 * subqueries, run once, in the page's snapshot). The account and the cursor may be
 * placeholders, for the prepared statements below.
 */
export function notificationPageQuery(
  db: DbOrTx,
  userId: string | Placeholder,
  page: { after: Position | undefined; pageSize: number },
) {
  return db
    .select({
      id: notifications.id,
      cursorAt: keysetCursorAt(ORDER),
      json: notificationJson,
      total: keptCount(userId, "total"),
      unread: keptCount(userId, "unread"),
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), afterPosition(ORDER, page.after)))
    .orderBy(...keysetOrderBy(ORDER))
    .limit(writtenCount(page.pageSize + 1));
}

/**
 * One keyset page of the account's notifications, newest first, with how many it has and how
 * many are unread, as the answer's JSON text (`notificationListResponse`, its keys in order):
 * one statement, so the badge's count and the page are one snapshot. A page with no row to
 * carry the counts (past the end) reads them alone.
 */
export async function readNotificationPage(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
): Promise<string> {
  // prepared once per kind of page and page size (the contract bounds it)
  const rows = await preparedPageRows(db, "notifications", page, { userId }, (after) =>
    notificationPageQuery(db, sql.placeholder("userId"), { after, pageSize: page.pageSize }),
  );
  const counts = rows[0] ?? (await countNotifications(db, userId));
  return jsonRowsPage(rows, page.pageSize, counts.total, { unread: counts.unread });
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
