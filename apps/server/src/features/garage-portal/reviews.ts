import { ERROR_CODES, type ListPosition, REVIEW_MESSAGES as M } from "@automobi/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { CurrentSession } from "../../access/signed-in.ts";
import type { Database } from "../../db/client.ts";
import { keysetPage } from "../../db/keyset.ts";
import { reviews } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  publicReviewColumns,
  visibleReviewsOf,
  visibleReviewsPage,
} from "../../records/garage-reviews.ts";
import { activeGarageOf } from "./service.ts";

// The garage's own reviews in its portal (issue 31): the visible ones, newest first, never
// the customers' identities, and its one public reply to each.

/**
 * One keyset page of the garage's visible reviews, with how many there are and their stars
 * (both kept on its row).
 */
export async function reviewsForGarage(
  db: Database,
  session: CurrentSession,
  page: { cursor?: ListPosition; pageSize: number },
) {
  const garage = await activeGarageOf(db, session.user.id);
  const rows = await visibleReviewsPage(db, garage.id, page.cursor, page.pageSize + 1);
  const { items, nextCursor } = keysetPage(rows, page.pageSize);
  return {
    items,
    pageSize: page.pageSize,
    total: garage.reviewCount,
    starsTotal: garage.reviewStarsTotal,
    nextCursor,
  };
}

/**
 * The garage's one public reply to a visible review of it: 404 for any other review (another
 * garage's, a hidden one, none), 409 once it has replied.
 */
export async function replyToReview(
  db: Database,
  session: CurrentSession,
  reviewId: string,
  text: string,
  now = new Date(),
) {
  const garage = await activeGarageOf(db, session.user.id);
  return db.transaction(async (tx) => {
    const [replied] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: now })
      .where(and(eq(reviews.id, reviewId), visibleReviewsOf(garage.id), isNull(reviews.repliedAt)))
      .returning(publicReviewColumns);
    if (replied) return replied;
    const [theirs] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), visibleReviewsOf(garage.id)));
    if (theirs) throw new AppError(ERROR_CODES.CONFLICT, M.alreadyReplied, 409);
    throw notFound(M.reviewNotFound);
  });
}
