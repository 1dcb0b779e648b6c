import { emptyBody, errorResponses } from "../api/common.ts";
import {
  outboxIdParams,
  outboxListQuery,
  outboxListResponse,
  outboxResendResponse,
} from "../api/outbox.ts";
import { defineRoute } from "../route-contract.ts";

export const outboxContracts = {
  list: defineRoute({
    operationId: "listOutbox",
    summary: "The e-mail outbox, a page at a time",
    method: "GET",
    path: "/api/admin/outbox",
    access: "staff",
    query: outboxListQuery,
    responses: { 200: outboxListResponse, ...errorResponses(401, 403) },
  }),
  resend: defineRoute({
    operationId: "resendEmail",
    summary: "Send an e-mail from the outbox again",
    method: "POST",
    path: "/api/admin/outbox/:id/resend",
    access: "staff",
    params: outboxIdParams,
    body: emptyBody,
    responses: { 200: outboxResendResponse, ...errorResponses(401, 403, 404, 409) },
  }),
};
