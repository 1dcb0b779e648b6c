import { z } from "zod";
import { requiredText } from "../schemas/text.ts";
import { REQUEST_STATUSES } from "../statuses.ts";
import { timestamp } from "./common.ts";
import { customerQuote } from "./quote-requests.ts";

/**
 * A customer's decision on a garage's quote (spec 001 §4, §5).
 *
 * Paths: `POST /api/quotes/:id/accept` and `POST /api/quotes/:id/reject`. A quote id is unique
 * and names its request, so the request id is not repeated in the path; the server checks that
 * the request is the caller's own. Another customer's quote, and any quote for a staff account
 * (staff are not the customer of a request), is answered 404, never 403.
 */

export const REJECTION_REASON_MAX_LENGTH = 1000;
export const REJECTION_REASON_REQUIRED_MESSAGE = "Please provide a reason for rejection";

/** The 409 answers: the quote's or request's state does not allow the decision. */
export const QUOTE_DECISION_CONFLICTS = {
  notPending: "Only a quote awaiting your response can be accepted.",
  otherAccepted: "Another quote for this request has already been accepted.",
  requestClosed: "This quote request can no longer take a decision.",
  alreadyRejected: "This quote has already been rejected.",
  paid: "A paid quote cannot be rejected: the service fee for it has been paid.",
} as const;

export const QUOTE_NOT_FOUND_MESSAGE = "Quote not found";

export const quoteDecisionParams = z.object({ id: z.uuid(QUOTE_NOT_FOUND_MESSAGE) });

export const quoteRejectRequest = z.object({
  reason: requiredText(REJECTION_REASON_MAX_LENGTH, REJECTION_REASON_REQUIRED_MESSAGE),
});
export type QuoteRejectBody = z.input<typeof quoteRejectRequest>;

/** The decided quote (its garage still hidden) and where its request now stands. */
export const quoteDecisionResponse = z.object({
  quote: customerQuote.extend({
    quoteRequestId: z.uuid(),
    rejectionReason: z.string().nullable(),
    decidedAt: timestamp.nullable(),
  }),
  request: z.object({ id: z.uuid(), status: z.enum(REQUEST_STATUSES), updatedAt: timestamp }),
});
export type QuoteDecisionResult = z.input<typeof quoteDecisionResponse>;
