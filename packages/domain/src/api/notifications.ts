import { z } from "zod";
import { NOTIFICATION_KINDS } from "../notifications.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * The Notifications quick action (spec README item 6): the signed-in account's own
 * notifications, newest first, with the unread count for the badge.
 *
 * - `GET /api/notifications?cursor&pageSize` (keyset pages)
 * - `POST /api/notifications/read` with `{ids}` marks those read, with no `ids` all of them.
 *   Ids that are not the caller's (or unknown, or already read) are ignored: nothing about
 *   another account's notifications is revealed or changed.
 */
export const MAX_NOTIFICATION_IDS = 100;

export const notificationListQuery = cursorPaginationQuerySchema;

export const customerNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  quoteRequestId: z.uuid().nullable(),
  readAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type CustomerNotification = z.input<typeof customerNotification>;

export const notificationListResponse = cursorPageOf(customerNotification).extend({
  unread: z.number().int(),
});

export const notificationReadRequest = z
  .object({
    ids: z
      .array(z.uuid("Notification ids must be UUIDs"))
      .max(MAX_NOTIFICATION_IDS, `Please mark at most ${MAX_NOTIFICATION_IDS} at a time`)
      .optional(),
  })
  .nullish();

export const notificationReadResponse = z.object({
  /** How many of the caller's unread notifications this call marked read. */
  marked: z.number().int(),
  unread: z.number().int(),
});
