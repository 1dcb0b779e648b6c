import { errorResponses } from "../api/common.ts";
import { garageParams } from "../api/garages.ts";
import {
  adminReview,
  adminReviewParams,
  adminReviewsQuery,
  adminReviewsResponse,
  garageReplyRequest,
  garageReview,
  garageReviewsQuery,
  garageReviewsResponse,
  hideReviewRequest,
  reviewAnswer,
  reviewParams,
  reviewRequest,
  reviewView,
} from "../api/reviews.ts";
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

export const adminReviewContracts = {
  list: defineRoute({
    operationId: "listGarageReviews",
    summary: "Every review of a directory garage, hidden ones too, newest first",
    method: "GET",
    path: "/api/admin/garages/:id/reviews",
    access: "staff",
    params: garageParams,
    query: adminReviewsQuery,
    responses: { 200: adminReviewsResponse, ...errorResponses(400, 401, 403, 404) },
  }),
  hide: defineRoute({
    operationId: "hideReview",
    summary: "Hide a review with a reason: it counts nowhere, and its customer is told",
    method: "POST",
    path: "/api/admin/reviews/:id/hide",
    access: "staff",
    params: adminReviewParams,
    body: hideReviewRequest,
    responses: { 200: adminReview, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};

export const garageReviewContracts = {
  list: defineRoute({
    operationId: "listOwnGarageReviews",
    summary: "The signed-in garage user's garage's visible reviews, newest first",
    method: "GET",
    path: "/api/garage/reviews",
    access: "garage",
    query: garageReviewsQuery,
    responses: { 200: garageReviewsResponse, ...errorResponses(400, 401, 403) },
  }),
  reply: defineRoute({
    operationId: "replyToReview",
    summary: "The garage's one public reply to a review of it",
    method: "POST",
    path: "/api/garage/reviews/:id/reply",
    access: "garage",
    params: adminReviewParams,
    body: garageReplyRequest,
    responses: { 200: garageReview, ...errorResponses(400, 401, 403, 404, 409) },
  }),
};
