import { emptyBody, errorResponses } from "../api/common.ts";
import {
  customerQuoteRequest,
  quoteRequestCreateHeaders,
  quoteRequestCreateRequest,
  quoteRequestDeleteResponse,
  quoteRequestEditRequest,
  quoteRequestEditResponse,
  quoteRequestListItem,
  quoteRequestListQuery,
  quoteRequestListResponse,
  quoteRequestParams,
} from "../api/quote-requests.ts";
import { defineRoute } from "../route-contract.ts";

export const quoteRequestContracts = {
  create: defineRoute({
    operationId: "createQuoteRequest",
    summary: "Ask for quotes for a vehicle's service",
    method: "POST",
    path: "/api/quote-requests",
    access: "customer",
    headers: quoteRequestCreateHeaders,
    body: quoteRequestCreateRequest,
    responses: {
      200: customerQuoteRequest.meta({ description: "A retry: the request already made" }),
      201: customerQuoteRequest,
      ...errorResponses(401, 403, 429),
    },
  }),
  list: defineRoute({
    operationId: "listQuoteRequests",
    summary: "The signed-in customer's quote requests, a page at a time",
    method: "GET",
    path: "/api/quote-requests",
    access: "customer",
    query: quoteRequestListQuery,
    responses: { 200: quoteRequestListResponse, ...errorResponses(401) },
  }),
  detail: defineRoute({
    operationId: "getQuoteRequest",
    summary: "One of the customer's quote requests, with its quotes",
    method: "GET",
    path: "/api/quote-requests/:id",
    access: "customer",
    params: quoteRequestParams,
    responses: { 200: quoteRequestListItem, ...errorResponses(401, 404) },
  }),
  edit: defineRoute({
    operationId: "editQuoteRequest",
    summary: "Change a quote request that has no quote yet",
    method: "PATCH",
    path: "/api/quote-requests/:id",
    access: "customer",
    params: quoteRequestParams,
    body: quoteRequestEditRequest,
    responses: { 200: quoteRequestEditResponse, ...errorResponses(401, 404, 409) },
  }),
  remove: defineRoute({
    operationId: "deleteQuoteRequest",
    summary: "Delete one of one's quote requests",
    method: "POST",
    path: "/api/quote-requests/:id/delete",
    access: "customer",
    params: quoteRequestParams,
    body: emptyBody,
    responses: { 200: quoteRequestDeleteResponse, ...errorResponses(401, 404, 409) },
  }),
};
