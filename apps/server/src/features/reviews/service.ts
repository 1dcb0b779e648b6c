import {
  ERROR_CODES,
  REVIEW_MESSAGES as M,
  reviewChangeRefusal,
  reviewEditableUntil,
  reviewRefusal,
} from "@automobi/domain";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  insertReview,
  lockRequestForReview,
  moveGarageTotals,
  reviewOfRequest,
  type StoredReview,
  updateReview,
} from "./repository.ts";

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

/** A review as its customer reads it. */
function viewOf(review: NonNullable<StoredReview>, now = new Date()) {
  const hidden = review.hiddenAt !== null;
  return {
    id: review.id,
    quoteRequestId: review.quoteRequestId,
    stars: review.stars,
    text: review.text,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    editableUntil: reviewEditableUntil(review.createdAt),
    hidden,
    editable: reviewChangeRefusal({ hidden, createdAt: review.createdAt }, now) === null,
  };
}

/** Why the customer may not review the request's garage (the domain's rule); null if they may. */
const refusalOf = (request: { feePaid: boolean; status: string; garageId: string | null }) =>
  request.garageId === null ? M.notPaid : reviewRefusal(request);

/**
 * The customer's review of their own request's job, null before one is written, and whether
 * they may write one now: the same rule as writing it, so the card offers what the server takes.
 */
export async function reviewForCustomer(db: Database, userId: string, requestId: string) {
  return db.transaction(async (tx) => {
    const request = await lockRequestForReview(tx, requestId, userId);
    if (!request) throw notFound(M.notFound);
    const review = await reviewOfRequest(tx, requestId);
    return {
      review: review ? viewOf(review) : null,
      canWrite: review === undefined && refusalOf(request) === null,
    };
  });
}

/**
 * Writes the customer's review of the garage that did the job: only for their own request
 * (404 otherwise), once its fee is paid, then once it is completed, and once (409 each). The
 * garage's kept count and total move in the same transaction.
 */
export async function createReview(
  db: Database,
  userId: string,
  requestId: string,
  body: { stars: number; text: string | null },
) {
  return db.transaction(async (tx) => {
    const request = await lockRequestForReview(tx, requestId, userId);
    if (!request) throw notFound(M.notFound);
    const refusal = refusalOf(request);
    if (refusal || request.garageId === null) throw conflict(refusal ?? M.notPaid);
    if (await reviewOfRequest(tx, requestId)) throw conflict(M.already);
    const review = await insertReview(tx, {
      quoteRequestId: requestId,
      garageId: request.garageId,
      userId,
      stars: body.stars,
      text: body.text,
    });
    await moveGarageTotals(tx, request.garageId, { count: 1, stars: body.stars });
    return viewOf(review);
  });
}

/**
 * Changes the customer's review, for 30 days after it was written (409 after, and for a review
 * staff have hidden); the garage's kept total moves by the difference in stars.
 */
export async function changeReview(
  db: Database,
  userId: string,
  requestId: string,
  body: { stars: number; text: string | null },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    if (!(await lockRequestForReview(tx, requestId, userId))) throw notFound(M.notFound);
    const review = await reviewOfRequest(tx, requestId);
    if (!review) throw notFound(M.noReview);
    const refusal = reviewChangeRefusal(
      { hidden: review.hiddenAt !== null, createdAt: review.createdAt },
      now,
    );
    if (refusal) throw conflict(refusal);
    const changed = await updateReview(tx, review.id, body);
    await moveGarageTotals(tx, review.garageId, { count: 0, stars: body.stars - review.stars });
    return viewOf(changed, now);
  });
}
