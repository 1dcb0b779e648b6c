import type { ListPosition } from "@automobi/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { afterPosition, type KeysetOrder, keysetCursorAt, keysetOrderBy } from "../db/keyset.ts";
import { reviews } from "../db/schema/index.ts";

// A garage's reviews as the public sees them (issue 31): the visible ones, newest first, with
// its replies and never who wrote them. The garage portal pages through them; the paying
// customer's unlocked card shows the latest few.

/** Newest first, the id breaking ties (reviews_garage_id_created_at_idx). */
const NEWEST_FIRST: KeysetOrder = { at: reviews.createdAt, id: reviews.id, direction: "desc" };

/** What anyone but staff may see of a review. */
export const publicReviewColumns = {
  id: reviews.id,
  stars: reviews.stars,
  text: reviews.text,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/** The garage's reviews that count: not hidden by staff. */
export const visibleReviewsOf = (garageId: string) =>
  and(eq(reviews.garageId, garageId), isNull(reviews.hiddenAt));

/** `limit` of the garage's visible reviews after `after`, newest first, with cursor keys. */
export function visibleReviewsPage(
  db: DbOrTx,
  garageId: string,
  after: ListPosition | undefined,
  limit: number,
) {
  return db
    .select({ ...publicReviewColumns, cursorAt: keysetCursorAt(NEWEST_FIRST) })
    .from(reviews)
    .where(and(visibleReviewsOf(garageId), afterPosition(NEWEST_FIRST, after)))
    .orderBy(...keysetOrderBy(NEWEST_FIRST))
    .limit(limit);
}
