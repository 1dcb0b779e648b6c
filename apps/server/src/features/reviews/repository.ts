import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import { garages, quoteRequests, quotes, reviews } from "../../db/schema/index.ts";

/**
 * The customer's own request, locked (so two reviews of one job are written one after the
 * other), with whether its fee is paid, its status and the garage whose quote was accepted;
 * undefined when there is no such request of theirs.
 */
export async function lockRequestForReview(tx: DbOrTx, requestId: string, userId: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      feePaid: quoteRequests.feePaid,
      // one accepted quote a request at most (quotes_one_accepted_per_request_idx)
      garageId: quotes.garageId,
    })
    .from(quoteRequests)
    .leftJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, "accepted")),
    )
    .where(and(eq(quoteRequests.id, requestId), eq(quoteRequests.userId, userId)))
    .for("update", { of: quoteRequests });
  return row;
}

const reviewColumns = {
  id: reviews.id,
  quoteRequestId: reviews.quoteRequestId,
  garageId: reviews.garageId,
  stars: reviews.stars,
  text: reviews.text,
  hiddenAt: reviews.hiddenAt,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

export type StoredReview = Awaited<ReturnType<typeof reviewOfRequest>>;

/** The review of a request, if it has one. */
export async function reviewOfRequest(db: DbOrTx, requestId: string) {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .where(eq(reviews.quoteRequestId, requestId));
  return row;
}

export async function insertReview(tx: DbOrTx, values: typeof reviews.$inferInsert) {
  return onlyRow(
    await tx.insert(reviews).values(values).returning(reviewColumns),
    "the new review",
  );
}

export async function updateReview(
  tx: DbOrTx,
  id: string,
  set: { stars: number; text: string | null },
) {
  return onlyRow(
    await tx.update(reviews).set(set).where(eq(reviews.id, id)).returning(reviewColumns),
    "the changed review",
  );
}

/**
 * Moves a garage's kept count and total of visible reviews: `count` reviews more (or fewer)
 * and `stars` more (or fewer) stars, in the transaction that changes the reviews.
 */
export async function moveGarageTotals(
  tx: DbOrTx,
  garageId: string,
  change: { count: number; stars: number },
) {
  await tx
    .update(garages)
    .set({
      reviewCount: sql`${garages.reviewCount} + ${change.count}`,
      reviewStarsTotal: sql`${garages.reviewStarsTotal} + ${change.stars}`,
    })
    .where(eq(garages.id, garageId));
}
