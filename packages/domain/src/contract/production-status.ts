import { errorResponses } from "../api/common.ts";
import { metricsResponse, productionStatusResponse } from "../api/production-status.ts";
import { defineRoute } from "../route-contract.ts";

export const productionStatusContracts = {
  status: defineRoute({
    operationId: "getProductionStatus",
    summary: "How the running service is set up and doing",
    method: "GET",
    path: "/api/admin/production-status",
    access: "staff",
    responses: { 200: productionStatusResponse, ...errorResponses(401, 403) },
  }),
  metrics: defineRoute({
    operationId: "getMetrics",
    summary: "This server process's figures for monitoring, in the Prometheus text format",
    method: "GET",
    path: "/api/admin/metrics",
    access: "staff",
    mediaType: "text/plain",
    responses: { 200: metricsResponse, ...errorResponses(401, 403) },
  }),
};
