import { errorResponses } from "../api/common.ts";
import { liveEventStream } from "../api/live-updates.ts";
import { defineRoute } from "../route-contract.ts";

export const liveUpdateContracts = {
  customerEvents: defineRoute({
    operationId: "streamCustomerChanges",
    summary: "What changed for the signed-in customer, pushed as it happens",
    method: "GET",
    path: "/api/events",
    access: "customer",
    mediaType: "text/event-stream",
    responses: { 200: liveEventStream, ...errorResponses(401, 403, 429, 503) },
  }),
  staffEvents: defineRoute({
    operationId: "streamStaffChanges",
    summary: "What changed on the staff screens, pushed as it happens",
    method: "GET",
    path: "/api/admin/events",
    access: "staff",
    mediaType: "text/event-stream",
    responses: { 200: liveEventStream, ...errorResponses(401, 403, 429, 503) },
  }),
};
