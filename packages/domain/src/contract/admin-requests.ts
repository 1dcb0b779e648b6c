import {
  type AdminRequestAction,
  adminRequestCountsResponse,
  adminRequestListQuery,
  adminRequestListResponse,
  adminRequestParams,
  adminTransitionResponse,
  permanentDeleteResponse,
} from "../api/admin-requests.ts";
import { emptyBody, errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

/** A status action on a request: one route each, alike but for the path and the action. */
function actionRoute<const Path extends string>(operationId: string, summary: string, path: Path) {
  return defineRoute({
    operationId,
    summary,
    method: "POST",
    path,
    access: "staff",
    params: adminRequestParams,
    body: emptyBody,
    responses: { 200: adminTransitionResponse, ...errorResponses(401, 403, 404, 409) },
  });
}

/** The status actions, by action. */
export const adminRequestActionContracts = {
  "start-review": actionRoute(
    "startRequestReview",
    "Put an outstanding request in review",
    "/api/admin/quote-requests/:id/start-review",
  ),
  "mark-complete": actionRoute(
    "markRequestComplete",
    "Mark a request's work as complete",
    "/api/admin/quote-requests/:id/mark-complete",
  ),
  "mark-quoted": actionRoute(
    "markRequestQuoted",
    "Mark a request as quoted",
    "/api/admin/quote-requests/:id/mark-quoted",
  ),
  "soft-delete": actionRoute(
    "softDeleteRequest",
    "Move a request to the deleted list",
    "/api/admin/quote-requests/:id/delete",
  ),
  restore: actionRoute(
    "restoreRequest",
    "Bring a deleted request back",
    "/api/admin/quote-requests/:id/restore",
  ),
} satisfies Record<AdminRequestAction, unknown>;

export const adminRequestContracts = {
  list: defineRoute({
    operationId: "listAdminQuoteRequests",
    summary: "Quote requests for staff, filtered, a page at a time",
    method: "GET",
    path: "/api/admin/quote-requests",
    access: "staff",
    query: adminRequestListQuery,
    responses: { 200: adminRequestListResponse, ...errorResponses(401, 403) },
  }),
  counts: defineRoute({
    operationId: "countAdminQuoteRequests",
    summary: "How many requests are in each state",
    method: "GET",
    path: "/api/admin/quote-requests/counts",
    access: "staff",
    responses: { 200: adminRequestCountsResponse, ...errorResponses(401, 403) },
  }),
  deletePermanently: defineRoute({
    operationId: "deleteQuoteRequestPermanently",
    summary: "Delete a quote request for good",
    method: "DELETE",
    path: "/api/admin/quote-requests/:id",
    access: "staff",
    params: adminRequestParams,
    responses: { 200: permanentDeleteResponse, ...errorResponses(401, 403, 404, 409) },
  }),
  purge: defineRoute({
    operationId: "purgeQuoteRequest",
    summary: "Delete a quote request for good (for clients that cannot send DELETE)",
    method: "POST",
    path: "/api/admin/quote-requests/:id/purge",
    access: "staff",
    params: adminRequestParams,
    body: emptyBody,
    responses: { 200: permanentDeleteResponse, ...errorResponses(401, 403, 404) },
  }),
};
