import { ERROR_CODES, REVIEW_MESSAGES as M, reviewEditableUntil } from "@automobi/domain";
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
function viewOf(review: NonNullable<StoredReview>) {
  return {
    id: review.id,
    quoteRequestId: review.quoteRequestId,
    stars: review.stars,
    text: review.text,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    editableUntil: reviewEditableUntil(review.createdAt),
    hidden: review.hiddenAt !== null,
  };
}

/** The customer's review of their own request's job, null before one is written. */
export async function reviewForCustomer(db: Database, userId: string, requestId: string) {
  return db.transaction(async (tx) => {
    if (!(await lockRequestForReview(tx, requestId, userId))) throw notFound(M.notFound);
    const review = await reviewOfRequest(tx, requestId);
    return { review: review ? viewOf(review) : null };
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
    if (!request.feePaid || request.garageId === null) throw conflict(M.notPaid);
    if (request.status !== "completed") throw conflict(M.notCompleted);
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
    if (review.hiddenAt !== null) throw conflict(M.hidden);
    if (now >= reviewEditableUntil(review.createdAt)) throw conflict(M.editClosed);
    const changed = await updateReview(tx, review.id, body);
    await moveGarageTotals(tx, review.garageId, { count: 0, stars: body.stars - review.stars });
    return viewOf(changed);
  });
}
