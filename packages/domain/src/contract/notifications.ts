import { errorResponses } from "../api/common.ts";
import {
  notificationListQuery,
  notificationListResponse,
  notificationReadRequest,
  notificationReadResponse,
} from "../api/notifications.ts";
import { defineRoute } from "../route-contract.ts";

export const notificationContracts = {
  list: defineRoute({
    operationId: "listNotifications",
    summary: "The signed-in account's notifications",
    method: "GET",
    path: "/api/notifications",
    access: "customer",
    query: notificationListQuery,
    responses: { 200: notificationListResponse, ...errorResponses(401) },
  }),
  markRead: defineRoute({
    operationId: "markNotificationsRead",
    summary: "Mark notifications as read",
    method: "POST",
    path: "/api/notifications/read",
    access: "customer",
    body: notificationReadRequest,
    responses: { 200: notificationReadResponse, ...errorResponses(401) },
  }),
};
