import {
  errorResponses,
  notificationListQuery,
  notificationListResponse,
  notificationReadRequest,
  notificationReadResponse,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { countNotifications, listNotifications, markNotificationsRead } from "./repository.ts";

/**
 * The Notifications quick action: the signed-in account's own notifications with the unread
 * count, and marking them read. Ids of another account's notifications are ignored, not 404:
 * the answer is the same whether such an id exists or not.
 */
export async function notificationRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "customer" } as const;

  api.get(
    "/api/notifications",
    {
      config,
      schema: {
        querystring: notificationListQuery,
        response: { 200: notificationListResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const { cursor, pageSize } = request.query;
      const [page, counts] = await Promise.all([
        listNotifications(db, userId, { after: cursor, pageSize }),
        countNotifications(db, userId),
      ]);
      return { ...page, pageSize, total: counts.total, unread: counts.unread };
    },
  );

  api.post(
    "/api/notifications/read",
    {
      config,
      schema: {
        body: notificationReadRequest,
        response: { 200: notificationReadResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const marked = await markNotificationsRead(db, userId, request.body?.ids, new Date());
      const { unread } = await countNotifications(db, userId);
      return { marked, unread };
    },
  );
}
