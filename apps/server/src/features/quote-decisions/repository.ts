import type { QuoteStatus, RequestStatus } from "@automobi/domain";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import { adminMessages, payments, profiles, quoteRequests, quotes } from "../../db/schema/index.ts";
import { breakdownOf, quoteDistanceMiles } from "../../records/places.ts";

const decidedQuoteColumns = {
  id: quotes.id,
  quoteRequestId: quotes.quoteRequestId,
  pricePence: quotes.pricePence,
  description: quotes.description,
  estimatedDuration: quotes.estimatedDuration,
  warrantyInfo: quotes.warrantyInfo,
  status: quotes.status,
  rejectionReason: quotes.rejectionReason,
  decidedAt: quotes.decidedAt,
  createdAt: quotes.createdAt,
};

/** The decided quote as the customer's answer gives it: with its breakdown and distance. */
const answeredQuoteColumns = {
  ...decidedQuoteColumns,
  partsPence: quotes.partsPence,
  labourPence: quotes.labourPence,
  vatPence: quotes.vatPence,
  distanceMiles: quoteDistanceMiles(),
  garageReviewCount: sql<number>`coalesce((select g.review_count from garages g
    where g.id = quotes.garage_id), 0)`.mapWith(Number),
  garageReviewStarsTotal: sql<number>`coalesce((select g.review_stars_total from garages g
    where g.id = quotes.garage_id), 0)`.mapWith(Number),
};

/**
 * A quote with its request, only when the request belongs to `userId`; the request row is
 * locked, so two decisions on the quotes of one request run one after the other.
 */
export async function lockQuoteOfCustomer(tx: DbOrTx, quoteId: string, userId: string) {
  const [row] = await tx
    .select({
      quote: decidedQuoteColumns,
      request: {
        id: quoteRequests.id,
        status: quoteRequests.status,
        createdAt: quoteRequests.createdAt,
        services: quoteRequests.services,
        vehicleMake: quoteRequests.vehicleMake,
        vehicleModel: quoteRequests.vehicleModel,
        vehicleRegistration: quoteRequests.vehicleRegistration,
      },
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(and(eq(quotes.id, quoteId), eq(quoteRequests.userId, userId)))
    .for("update");
  return row ?? null;
}

export type LockedQuote = NonNullable<Awaited<ReturnType<typeof lockQuoteOfCustomer>>>;

/** Sets a quote's decision; undefined unless it was still in `from` (no lost update). */
export async function decideQuote(
  tx: DbOrTx,
  quoteId: string,
  from: QuoteStatus,
  to: QuoteStatus,
  rejectionReason: string | null,
) {
  const now = new Date();
  const [row] = await tx
    .update(quotes)
    .set({ status: to, rejectionReason, decidedAt: now, updatedAt: now })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, from)))
    .returning(answeredQuoteColumns);
  if (!row) return undefined;
  const { partsPence, labourPence, vatPence, garageReviewCount, garageReviewStarsTotal, ...quote } =
    row;
  return {
    ...quote,
    breakdown: breakdownOf({ partsPence, labourPence, vatPence }),
    reviews: { count: garageReviewCount, starsTotal: garageReviewStarsTotal },
  };
}

export async function setRequestStatus(tx: DbOrTx, requestId: string, status: RequestStatus) {
  return onlyRow(
    await tx
      .update(quoteRequests)
      .set({ status, updatedAt: new Date() })
      .where(eq(quoteRequests.id, requestId))
      .returning({
        id: quoteRequests.id,
        status: quoteRequests.status,
        updatedAt: quoteRequests.updatedAt,
      }),
    "the request's new status",
  );
}

/** Whether another quote of the request than `quoteId` is accepted. */
export async function otherAcceptedQuoteExists(tx: DbOrTx, requestId: string, quoteId: string) {
  const [row] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.quoteRequestId, requestId),
        eq(quotes.status, "accepted"),
        ne(quotes.id, quoteId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function completedPaymentExists(tx: DbOrTx, requestId: string) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quoteRequestId, requestId), eq(payments.status, "completed")))
    .limit(1);
  return row !== undefined;
}

export async function customerFirstName(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.firstName ?? null;
}

export async function insertRejectionFeedback(
  tx: DbOrTx,
  values: {
    quoteRequestId: string;
    supportEmail: string;
    customerEmail: string;
    subject: string;
    message: string;
  },
) {
  return onlyRow(
    await tx
      .insert(adminMessages)
      .values({
        quoteRequestId: values.quoteRequestId,
        adminEmail: values.supportEmail,
        customerEmail: values.customerEmail,
        subject: values.subject,
        message: values.message,
        kind: "rejection_feedback",
      })
      .returning({ id: adminMessages.id }),
    "the new rejection feedback",
  );
}
