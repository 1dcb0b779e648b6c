import { ERROR_CODES, type ListPosition, REVIEW_MESSAGES as M } from "@automobi/domain";
import { GARAGE_NOT_FOUND_MESSAGE } from "@automobi/domain/schemas";
import { and, count, eq, isNull } from "drizzle-orm";
import type { CurrentSession } from "../../access/signed-in.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { garages, reviews, user } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction } from "../../records/audit.ts";
import { insertNotification } from "../../records/notifications.ts";
import { moveGarageTotals } from "./repository.ts";

// Staff's side of reviews (issue 31): every review of a garage on its directory page, and
// hiding one, with a reason its customer is told.

/** A garage's reviews newest first, the id breaking ties (reviews_garage_id_created_at_idx). */
const NEWEST_FIRST: KeysetOrder = { at: reviews.createdAt, id: reviews.id, direction: "desc" };

const adminColumns = {
  id: reviews.id,
  quoteRequestId: reviews.quoteRequestId,
  customerName: user.name,
  stars: reviews.stars,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};

/** One keyset page of a garage's reviews, hidden ones too; 404 for no such garage. */
export async function garageReviewsForStaff(
  db: Database,
  garageId: string,
  page: { cursor?: ListPosition; pageSize: number },
) {
  const [garage] = await db
    .select({ id: garages.id })
    .from(garages)
    .where(eq(garages.id, garageId));
  if (!garage) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
  const [rows, [all]] = await Promise.all([
    db
      .select({ ...adminColumns, cursorAt: keysetCursorAt(NEWEST_FIRST) })
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.userId))
      .where(and(eq(reviews.garageId, garageId), afterPosition(NEWEST_FIRST, page.cursor)))
      .orderBy(...keysetOrderBy(NEWEST_FIRST))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(reviews).where(eq(reviews.garageId, garageId)),
  ]);
  const { items, nextCursor } = keysetPage(rows, page.pageSize);
  return {
    items,
    pageSize: page.pageSize,
    total: all?.total ?? 0,
    nextCursor,
  };
}

async function readForStaff(db: DbOrTx, reviewId: string) {
  return onlyRow(
    await db
      .select(adminColumns)
      .from(reviews)
      .innerJoin(user, eq(user.id, reviews.userId))
      .where(eq(reviews.id, reviewId)),
    "the hidden review",
  );
}

/**
 * Hides a review: it leaves the garage's kept count and total, its customer is told why in
 * the app, and the audit log has it; all in one transaction. 404 for no such review, 409 for
 * one already hidden.
 */
export async function hideReview(
  db: Database,
  actor: { staff: CurrentSession; request: Parameters<typeof recordStaffAction>[2] },
  reviewId: string,
  reason: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [hidden] = await tx
      .update(reviews)
      .set({ hiddenAt: now, hiddenReason: reason, hiddenBy: actor.staff.user.id, updatedAt: now })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.hiddenAt)))
      .returning({
        garageId: reviews.garageId,
        userId: reviews.userId,
        quoteRequestId: reviews.quoteRequestId,
        stars: reviews.stars,
      });
    if (!hidden) {
      const [exists] = await tx
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.id, reviewId));
      if (exists) throw new AppError(ERROR_CODES.CONFLICT, M.alreadyHidden, 409);
      throw notFound(M.reviewNotFound);
    }
    await moveGarageTotals(tx, hidden.garageId, { count: -1, stars: -hidden.stars });
    await insertNotification(tx, {
      userId: hidden.userId,
      kind: "review_hidden",
      title: "Your review was hidden",
      body: `Our team hid your review: ${reason}`,
      link: "/dashboard?tab=quotes",
      quoteRequestId: hidden.quoteRequestId,
    });
    await recordStaffAction(
      tx,
      actor.staff,
      actor.request,
      "review.hide",
      "quote_request",
      hidden.quoteRequestId,
      { reviewId, garageId: hidden.garageId, stars: hidden.stars, reason },
    );
    return readForStaff(tx, reviewId);
  });
}
