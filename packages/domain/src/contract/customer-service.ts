import { errorResponses } from "../api/common.ts";
import {
  recentRequestsResponse,
  ticketDetailResponse,
  ticketListQuery,
  ticketListResponse,
  ticketParams,
  ticketRespondRequest,
  ticketRespondResponse,
} from "../api/customer-service.ts";
import { defineRoute } from "../route-contract.ts";

export const customerServiceContracts = {
  recent: defineRoute({
    operationId: "listRecentRequests",
    summary: "The latest quote requests, for customer service",
    method: "GET",
    path: "/api/admin/customer-service/recent",
    access: "staff",
    responses: { 200: recentRequestsResponse, ...errorResponses(401, 403) },
  }),
  list: defineRoute({
    operationId: "listTickets",
    summary: "Support tickets, a page at a time",
    method: "GET",
    path: "/api/admin/tickets",
    access: "staff",
    query: ticketListQuery,
    responses: { 200: ticketListResponse, ...errorResponses(401, 403) },
  }),
  detail: defineRoute({
    operationId: "getTicket",
    summary: "One support ticket and its conversation",
    method: "GET",
    path: "/api/admin/tickets/:id",
    access: "staff",
    params: ticketParams,
    responses: { 200: ticketDetailResponse, ...errorResponses(401, 403, 404) },
  }),
  respond: defineRoute({
    operationId: "respondToTicket",
    summary: "Answer a support ticket",
    method: "POST",
    path: "/api/admin/tickets/:id/responses",
    access: "staff",
    params: ticketParams,
    body: ticketRespondRequest,
    responses: { 201: ticketRespondResponse, ...errorResponses(401, 403, 404, 409) },
  }),
};
