import { notificationContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { countNotifications, listNotifications, markNotificationsRead } from "./repository.ts";

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
    const [page, counts] = await Promise.all([
      listNotifications(db, userId, { after: cursor, pageSize }),
      countNotifications(db, userId),
    ]);
    return { ...page, pageSize, total: counts.total, unread: counts.unread };
  });

  route(app, contracts.markRead, async (request) => {
    const userId = sessionOf(request).user.id;
    const marked = await markNotificationsRead(db, userId, request.body?.ids, new Date());
    const { unread } = await countNotifications(db, userId);
    return { marked, unread };
  });
}
