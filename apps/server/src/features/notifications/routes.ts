import { notificationContracts as contracts } from "@automobi/domain/contracts";
import type { notificationListResponse } from "@automobi/domain/schemas";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { route } from "../../http/route.ts";
import { countNotifications, markNotificationsRead, readNotificationPage } from "./repository.ts";

/**
 * The Notifications quick action: the signed-in account's own notifications with the unread
 * count, and marking them read. Ids of another account's notifications are ignored, not 404:
 * the answer is the same whether such an id exists or not.
 */
export async function notificationRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  route(app, contracts.list, async (request) => {
    const userId = sessionOf(request).user.id;
    const { cursor, pageSize } = request.query;
    // The page comes as its JSON text, written by the database (decision 026).
    const page = await readNotificationPage(db, userId, { after: cursor, pageSize });
    return encodedJson<z.output<typeof notificationListResponse>>(page);
  });

  route(app, contracts.markRead, async (request) => {
    const userId = sessionOf(request).user.id;
    const marked = await markNotificationsRead(db, userId, request.body?.ids, new Date());
    const { unread } = await countNotifications(db, userId);
    return { marked, unread };
  });
}
