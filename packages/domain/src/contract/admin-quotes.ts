import {
  adminQuoteCreateRequest,
  adminQuoteCreateResponse,
  adminQuoteDeleteResponse,
  adminQuoteParams,
} from "../api/admin-quotes.ts";
import { adminRequestParams } from "../api/admin-requests.ts";
import { errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const adminQuoteContracts = {
  create: defineRoute({
    operationId: "createQuote",
    summary: "Add a garage's quote to a request",
    method: "POST",
    path: "/api/admin/quote-requests/:id/quotes",
    access: "staff",
    params: adminRequestParams,
    body: adminQuoteCreateRequest,
    responses: { 201: adminQuoteCreateResponse, ...errorResponses(401, 403, 404, 409) },
  }),
  remove: defineRoute({
    operationId: "deleteQuote",
    summary: "Withdraw a quote that has not been decided",
    method: "DELETE",
    path: "/api/admin/quotes/:id",
    access: "staff",
    params: adminQuoteParams,
    responses: { 200: adminQuoteDeleteResponse, ...errorResponses(401, 403, 404, 409) },
  }),
};
