import { z } from "zod";
import { REVIEW_MESSAGES, REVIEW_STARS, REVIEW_TEXT_MAX } from "../reviews.ts";
import { plainText } from "../schemas/text.ts";
import { timestamp } from "./common.ts";

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
});
export type ReviewView = z.input<typeof reviewView>;

/** `GET …/review`: the customer's review, or null while they have not written one. */
export const reviewAnswer = z.object({ review: reviewView.nullable() });
