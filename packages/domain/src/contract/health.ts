import { errorResponses } from "../api/common.ts";
import { healthResponse, liveResponse } from "../api/health.ts";
import { defineRoute } from "../route-contract.ts";

export const healthContracts = {
  live: defineRoute({
    operationId: "getLiveness",
    summary: "Liveness: the process answers, without touching the database",
    method: "GET",
    path: "/api/live",
    access: "public",
    responses: { 200: liveResponse, ...errorResponses() },
  }),
  health: defineRoute({
    operationId: "getHealth",
    summary: "Readiness: the database answered a query (503 when it did not in time)",
    method: "GET",
    path: "/api/health",
    access: "public",
    responses: { 200: healthResponse, 503: healthResponse, ...errorResponses() },
  }),
};
