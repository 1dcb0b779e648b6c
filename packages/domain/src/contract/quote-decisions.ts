import { emptyBody, errorResponses } from "../api/common.ts";
import {
  quoteDecisionParams,
  quoteDecisionResponse,
  quoteRejectRequest,
} from "../api/quote-decisions.ts";
import { defineRoute } from "../route-contract.ts";

const decisionAnswers = { 200: quoteDecisionResponse, ...errorResponses(401, 404, 409) };

export const quoteDecisionContracts = {
  accept: defineRoute({
    operationId: "acceptQuote",
    summary: "Accept a quote for one's own request",
    method: "POST",
    path: "/api/quotes/:id/accept",
    access: "customer",
    params: quoteDecisionParams,
    body: emptyBody,
    responses: decisionAnswers,
  }),
  reject: defineRoute({
    operationId: "rejectQuote",
    summary: "Reject a quote for one's own request, with a reason",
    method: "POST",
    path: "/api/quotes/:id/reject",
    access: "customer",
    params: quoteDecisionParams,
    body: quoteRejectRequest,
    responses: decisionAnswers,
  }),
};
