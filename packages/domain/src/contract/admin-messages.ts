import {
  adminMessage,
  adminMessageHistoryQuery,
  adminMessageHistoryResponse,
  adminMessageSendRequest,
} from "../api/admin-messages.ts";
import { adminRequestParams } from "../api/admin-requests.ts";
import { errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const adminMessageContracts = {
  history: defineRoute({
    operationId: "listRequestMessages",
    summary: "A quote request's message history with its customer",
    method: "GET",
    path: "/api/admin/quote-requests/:id/messages",
    access: "staff",
    params: adminRequestParams,
    query: adminMessageHistoryQuery,
    responses: { 200: adminMessageHistoryResponse, ...errorResponses(401, 403, 404) },
  }),
  send: defineRoute({
    operationId: "sendRequestMessage",
    summary: "Send the customer of a quote request a message",
    method: "POST",
    path: "/api/admin/quote-requests/:id/messages",
    access: "staff",
    params: adminRequestParams,
    body: adminMessageSendRequest,
    responses: { 201: adminMessage, ...errorResponses(401, 403, 404) },
  }),
};
