import { errorResponses } from "../api/common.ts";
import {
  customerConversationParams,
  customerConversationReplyResponse,
  customerMessageListQuery,
  customerMessageListResponse,
  customerMessageParams,
  customerReplyRequest,
  customerReplyResponse,
} from "../api/messages.ts";
import { defineRoute } from "../route-contract.ts";

export const customerMessageContracts = {
  list: defineRoute({
    operationId: "listMessages",
    summary: "The signed-in customer's messages and conversations",
    method: "GET",
    path: "/api/messages",
    access: "customer",
    query: customerMessageListQuery,
    responses: { 200: customerMessageListResponse, ...errorResponses(401) },
  }),
  reply: defineRoute({
    operationId: "replyToMessage",
    summary: "Reply to a message from staff",
    method: "POST",
    path: "/api/messages/:id/replies",
    access: "customer",
    params: customerMessageParams,
    body: customerReplyRequest,
    responses: { 201: customerReplyResponse, ...errorResponses(401, 404, 429) },
  }),
  replyToTicket: defineRoute({
    operationId: "replyToTicket",
    summary: "Reply in a support conversation",
    method: "POST",
    path: "/api/messages/tickets/:id/replies",
    access: "customer",
    params: customerConversationParams,
    body: customerReplyRequest,
    responses: {
      201: customerConversationReplyResponse,
      ...errorResponses(401, 404, 409, 429),
    },
  }),
};
