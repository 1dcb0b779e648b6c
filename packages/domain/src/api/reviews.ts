import { z } from "zod";
import {
  REVIEW_HIDE_REASON_MAX,
  REVIEW_MESSAGES,
  REVIEW_STARS,
  REVIEW_TEXT_MAX,
} from "../reviews.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { plainText, requiredText } from "../schemas/text.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/**
 * `GET|POST|PATCH /api/quote-requests/:id/review`: the customer's review of the garage that did
 * the job of their own request, once its fee is paid and it is completed (issue 31).
 */
export const reviewParams = z.object({ id: z.uuid(REVIEW_MESSAGES.notFound) });

const stars = z
  .number({ error: REVIEW_MESSAGES.stars })
  .int(REVIEW_MESSAGES.stars)
  .min(REVIEW_STARS.min, REVIEW_MESSAGES.stars)
  .max(REVIEW_STARS.max, REVIEW_MESSAGES.stars);

/** The stars and the optional text; a blank text is no text. */
export const reviewRequest = z.object({
  stars,
  text: plainText(REVIEW_TEXT_MAX)
    .nullish()
    .transform((text) => (text ? text : null)),
});
export type ReviewBody = z.input<typeof reviewRequest>;

export const reviewView = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Until when it can be changed (30 days after it was written). */
  editableUntil: timestamp,
  /** Hidden by staff: it counts nowhere and can no longer be changed. */
  hidden: z.boolean(),
  /** It can be changed now: not hidden, and within its 30 days (the domain's one rule). */
  editable: z.boolean(),
});
export type ReviewView = z.input<typeof reviewView>;

/** `GET …/review`: the customer's review, or null while they have not written one. */
export const reviewAnswer = z.object({
  review: reviewView.nullable(),
  /** The customer may write a review now: fee paid, job completed, none written yet. */
  canWrite: z.boolean(),
});
export type ReviewAnswer = z.input<typeof reviewAnswer>;

/**
 * `GET /api/admin/garages/:id/reviews`: every review of the garage, hidden ones too, newest
 * first, for staff (the directory).
 */
export const adminReviewsQuery = cursorPaginationQuerySchema;
export const adminReview = z.object({
  id: z.uuid(),
  quoteRequestId: z.uuid(),
  customerName: z.string(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  hiddenAt: timestamp.nullable(),
  hiddenReason: z.string().nullable(),
});
export type AdminReview = z.input<typeof adminReview>;
export const adminReviewsResponse = cursorPageOf(adminReview);

/** `POST /api/admin/reviews/:id/hide`: staff hide a review, with the reason the customer is told. */
export const adminReviewParams = z.object({ id: z.uuid(REVIEW_MESSAGES.reviewNotFound) });
export const hideReviewRequest = z.object({
  reason: requiredText(REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES.reasonRequired),
});
export type HideReviewBody = z.input<typeof hideReviewRequest>;

/**
 * `GET /api/garage/reviews`: the signed-in garage user's garage's visible reviews, newest
 * first, without the customers' identities; `POST /api/garage/reviews/:id/reply`: its one
 * public reply.
 */
export const garageReviewsQuery = cursorPaginationQuerySchema;
export const garageReview = z.object({
  id: z.uuid(),
  stars: z.number().int(),
  text: z.string().nullable(),
  createdAt: timestamp,
  reply: z.string().nullable(),
  repliedAt: timestamp.nullable(),
});
export type GarageReview = z.input<typeof garageReview>;
export const garageReviewsResponse = cursorPageOf(garageReview).extend({
  /** The visible reviews' stars added up (kept on the garage): the average is this ÷ total. */
  starsTotal: z.number().int(),
});
export const garageReplyRequest = z.object({
  text: requiredText(REVIEW_TEXT_MAX, REVIEW_MESSAGES.replyRequired),
});
export type GarageReplyBody = z.input<typeof garageReplyRequest>;
