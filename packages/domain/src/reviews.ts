// Verified reviews (issue 31): who may write one, and how a garage's stars are shown. Pure rules
// and texts, loaded by public pages too; the schemas are in api/reviews.ts.

/** Stars a review gives: whole stars from 1 to 5. */
export const REVIEW_STARS = { min: 1, max: 5 } as const;
/** The most characters a review's text may have. */
export const REVIEW_TEXT_MAX = 1_000;
/** A review can be changed for this many days after it was written; then it is fixed. */
export const REVIEW_EDIT_DAYS = 30;

export const REVIEW_MESSAGES = {
  stars: "Choose from 1 to 5 stars",
  notFound: "Quote request not found",
  notPaid: "You can review the garage once you have paid the service fee.",
  notCompleted: "You can review the garage once the job is completed.",
  already: "You have already reviewed this job.",
  noReview: "You have not reviewed this job yet.",
  editClosed: `A review can be changed for ${REVIEW_EDIT_DAYS} days after it is written.`,
  hidden: "This review was hidden by our team and can no longer be changed.",
  reviewNotFound: "Review not found",
  alreadyHidden: "This review is already hidden.",
  reasonRequired: "Please give a reason for hiding the review",
  replyRequired: "Please write your reply",
  alreadyReplied: "You have already replied to this review.",
} as const;

/** The most characters staff's reason for hiding a review may have. */
export const REVIEW_HIDE_REASON_MAX = 500;

/** The moment a review written at `createdAt` can no longer be changed. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * A garage's average stars to one decimal, from the total and count kept on its row; null with
 * no (visible) review.
 */
export function averageStars(starsTotal: number, reviewCount: number): number | null {
  if (reviewCount <= 0) return null;
  return Math.round((starsTotal / reviewCount) * 10) / 10;
}

/** "★ 4.6 · 23 verified reviews", "★ 5.0 · 1 verified review"; null with none. */
export function reviewSummaryText(starsTotal: number, reviewCount: number): string | null {
  const average = averageStars(starsTotal, reviewCount);
  if (average === null) return null;
  const noun = reviewCount === 1 ? "verified review" : "verified reviews";
  return `★ ${average.toFixed(1)} · ${reviewCount.toLocaleString("en-GB")} ${noun}`;
}

/**
 * Why the customer of a request may not review its garage, in the order the server checks:
 * the fee unpaid (no garage unlocked), then the job not completed. Null when they may (a review
 * already written is the server's third check). The dashboard offers the review from it too.
 */
export function reviewRefusal(request: {
  feePaid: boolean;
  status: string;
}): (typeof REVIEW_MESSAGES)["notPaid" | "notCompleted"] | null {
  if (!request.feePaid) return REVIEW_MESSAGES.notPaid;
  if (request.status !== "completed") return REVIEW_MESSAGES.notCompleted;
  return null;
}

/** Why a written review can no longer be changed (hidden, then past 30 days); null when it can. */
export function reviewChangeRefusal(
  review: { hidden: boolean; createdAt: Date },
  now: Date,
): (typeof REVIEW_MESSAGES)["hidden" | "editClosed"] | null {
  if (review.hidden) return REVIEW_MESSAGES.hidden;
  if (now >= reviewEditableUntil(review.createdAt)) return REVIEW_MESSAGES.editClosed;
  return null;
}
