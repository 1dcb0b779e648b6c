import { errorResponses } from "../api/common.ts";
import { dashboardStatsResponse } from "../api/dashboard.ts";
import { defineRoute } from "../route-contract.ts";

export const dashboardContracts = {
  stats: defineRoute({
    operationId: "getDashboardStats",
    summary: "The customer's dashboard figures",
    method: "GET",
    path: "/api/dashboard/stats",
    access: "customer",
    responses: { 200: dashboardStatsResponse, ...errorResponses(401) },
  }),
};
