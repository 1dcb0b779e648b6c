import { portalListQuery, portalListResponse, portalStatsResponse } from "../api/admin-portal.ts";
import { errorResponses } from "../api/common.ts";
import { defineRoute } from "../route-contract.ts";

export const adminPortalContracts = {
  stats: defineRoute({
    operationId: "getPortalStats",
    summary: "The admin portal's figures",
    method: "GET",
    path: "/api/admin/portal/stats",
    access: "staff",
    responses: { 200: portalStatsResponse, ...errorResponses(401, 403) },
  }),
  list: defineRoute({
    operationId: "listPortalEntries",
    summary: "One of the admin portal's lists, a page at a time",
    method: "GET",
    path: "/api/admin/portal/list",
    access: "staff",
    query: portalListQuery,
    responses: { 200: portalListResponse, ...errorResponses(401, 403) },
  }),
};
