import { errorResponses } from "../api/common.ts";
import { reviewAnswer, reviewParams, reviewRequest, reviewView } from "../api/reviews.ts";
import { defineRoute } from "../route-contract.ts";

export const reviewContracts = {
  get: defineRoute({
    operationId: "getReview",
    summary: "The signed-in customer's review of the garage that did their request's job",
    method: "GET",
    path: "/api/quote-requests/:id/review",
    access: "customer",
    params: reviewParams,
    responses: { 200: reviewAnswer, ...errorResponses(401, 404) },
  }),
  create: defineRoute({
    operationId: "createReview",
    summary: "Review the garage that did the job, once the fee is paid and the job completed",
    method: "POST",
    path: "/api/quote-requests/:id/review",
    access: "customer",
    params: reviewParams,
    body: reviewRequest,
    responses: { 201: reviewView, ...errorResponses(400, 401, 404, 409) },
  }),
  update: defineRoute({
    operationId: "updateReview",
    summary: "Change one's review, within 30 days of writing it",
    method: "PATCH",
    path: "/api/quote-requests/:id/review",
    access: "customer",
    params: reviewParams,
    body: reviewRequest,
    responses: { 200: reviewView, ...errorResponses(400, 401, 404, 409) },
  }),
};
