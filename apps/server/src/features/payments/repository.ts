import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { keptRewardTotal } from "../../db/kept-counts.ts";
import {
  garages,
  payments,
  profiles,
  quoteRequests,
  quotes,
  type ReceiptSnapshot,
  rewardTransactions,
  user,
} from "../../db/schema/index.ts";
import type { PaymentProviderKind } from "../../providers/payments/index.ts";

/** The customer's own live request with its accepted quote (if any); undefined for anyone else. */
export async function findOwnRequest(db: DbOrTx, userId: string, quoteRequestId: string) {
  const [row] = await db
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      customerEmail: quoteRequests.customerEmail,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      acceptedQuoteId: quotes.id,
    })
    .from(quoteRequests)
    .leftJoin(
      quotes,
      and(eq(quotes.quoteRequestId, quoteRequests.id), eq(quotes.status, "accepted")),
    )
    .where(
      and(
        eq(quoteRequests.id, quoteRequestId),
        eq(quoteRequests.userId, userId),
        isNull(quoteRequests.deletedAt),
      ),
    );
  return row;
}

/** Holds the request's row until the transaction ends: one checkout is opened at a time. */
export async function lockRequest(tx: DbOrTx, quoteRequestId: string) {
  await tx
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
    .for("update");
}

/** The request's payments by this customer, newest first. */
export async function paymentsForRequest(db: DbOrTx, userId: string, quoteRequestId: string) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.quoteRequestId, quoteRequestId), eq(payments.userId, userId)))
    .orderBy(desc(payments.createdAt));
}

export async function insertPendingPayment(
  db: DbOrTx,
  values: {
    quoteRequestId: string;
    quoteId: string;
    userId: string;
    provider: PaymentProviderKind;
    providerSessionId: string;
    amountPence: number;
  },
) {
  await db.insert(payments).values({ ...values, status: "pending" });
}

export async function findPaymentBySession(
  db: DbOrTx,
  provider: PaymentProviderKind,
  sessionId: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)));
  return row;
}

/**
 * Completes the payment of a session unless it already is, with its receipt's number and text. The row lock makes concurrent
 * callers queue: the first completes it, the others find it completed and get undefined.
 */
export async function completePayment(
  tx: DbOrTx,
  provider: PaymentProviderKind,
  sessionId: string,
  receipt: { receiptNumber: number; receipt: ReceiptSnapshot },
) {
  const [row] = await tx
    .update(payments)
    .set({ status: "completed", completedAt: new Date(), updatedAt: new Date(), ...receipt })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerSessionId, sessionId),
        sql`${payments.status} IN ('pending', 'failed')`,
      ),
    )
    .returning();
  return row;
}

/** The payment's award in the ledger; payment_id is unique, so a second award does nothing. */
export async function awardPaymentPoints(
  tx: DbOrTx,
  award: { userId: string; points: number; quoteRequestId: string | null; paymentId: string },
) {
  if (award.points <= 0) return;
  await tx
    .insert(rewardTransactions)
    .values({ ...award, reason: "payment" })
    .onConflictDoNothing({ target: rewardTransactions.paymentId });
}

/** The points a payment earned (0 when the settings awarded none). */
export async function pointsForPayment(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ points: rewardTransactions.points })
    .from(rewardTransactions)
    .where(eq(rewardTransactions.paymentId, paymentId));
  return row?.points ?? 0;
}

/**
 * The account's reward balance, as the Rewards tab and the stat cards read it (the kept row):
 * inside the fulfilment's transaction it already holds the points just awarded.
 */
export async function pointsBalance(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: keptRewardTotal(userId, "balance") })
    .from(user)
    .where(eq(user.id, userId));
  return row?.total ?? 0;
}

/** What the payment-success e-mail and the test checkout page show about a payment. */
export async function paymentDetails(tx: DbOrTx, paymentId: string) {
  const [row] = await tx
    .select({
      firstName: profiles.firstName,
      accountName: user.name,
      customerEmail: user.email,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      garageName: garages.name,
      garageAddress: garages.address,
      garagePhone: garages.phone,
      quotePricePence: quotes.pricePence,
    })
    .from(payments)
    .innerJoin(user, eq(user.id, payments.userId))
    .leftJoin(profiles, eq(profiles.userId, payments.userId))
    .innerJoin(quoteRequests, eq(quoteRequests.id, payments.quoteRequestId))
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .innerJoin(garages, eq(garages.id, quotes.garageId))
    .where(eq(payments.id, paymentId));
  return row;
}

/** Whether the request is still stored (staff may have deleted it for good meanwhile). */
export async function requestExists(db: DbOrTx, quoteRequestId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: quoteRequests.id })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId));
  return row !== undefined;
}

/** The garage of the customer's own request, only once a payment for it is completed. */
export async function paidGarage(db: DbOrTx, userId: string, quoteRequestId: string) {
  const [row] = await db
    .select({
      id: garages.id,
      name: garages.name,
      address: garages.address,
      phone: garages.phone,
      reviewCount: garages.reviewCount,
      reviewStarsTotal: garages.reviewStarsTotal,
    })
    .from(payments)
    .innerJoin(quoteRequests, eq(quoteRequests.id, payments.quoteRequestId))
    .innerJoin(quotes, eq(quotes.id, payments.quoteId))
    .innerJoin(garages, eq(garages.id, quotes.garageId))
    .where(
      and(
        eq(payments.quoteRequestId, quoteRequestId),
        eq(payments.userId, userId),
        eq(quoteRequests.userId, userId),
        eq(payments.status, "completed"),
        isNull(quoteRequests.deletedAt),
      ),
    )
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row;
}

/** What the test checkout page shows: the amount and the vehicle of a test session. */
export async function testCheckoutDetails(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({
      status: payments.status,
      amountPence: payments.amountPence,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      vehicleRegistration: quoteRequests.vehicleRegistration,
    })
    .from(payments)
    // left: a checkout stays payable when staff deleted its request for good meanwhile
    .leftJoin(quoteRequests, eq(quoteRequests.id, payments.quoteRequestId))
    .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, sessionId)));
  return row;
}
