import { and, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { payments, quoteRequests, quotes } from "../../db/schema/index.ts";
import type { PaymentProviderKind } from "../../providers/payments/index.ts";

/** The queries that settle a paid checkout: what it was for, as it is now, under locks. */

/** The request a payment names, its row locked; undefined when deleted for good. */
export async function lockPaidRequest(tx: DbOrTx, quoteRequestId: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      userId: quoteRequests.userId,
      status: quoteRequests.status,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quoteRequestId))
    .for("update");
  return row;
}

/** The payment of a session, its row locked. */
export async function lockPaymentBySession(
  tx: DbOrTx,
  provider: PaymentProviderKind,
  sessionId: string,
) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .for("update");
  return row;
}

/** The quote's status, when it is still a quote of that request. */
export async function quoteStatusOf(tx: DbOrTx, quoteId: string, quoteRequestId: string) {
  const [row] = await tx
    .select({ status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.quoteRequestId, quoteRequestId)));
  return row?.status ?? null;
}

/** Whether the request's owner already has another completed payment for it. */
export async function otherCompletedPayment(
  tx: DbOrTx,
  payment: { id: string; quoteRequestId: string; userId: string },
) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.quoteRequestId, payment.quoteRequestId),
        eq(payments.userId, payment.userId),
        eq(payments.status, "completed"),
        ne(payments.id, payment.id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records money that arrived for something no longer payable: it is owed back. */
export async function markRefundDue(tx: DbOrTx, paymentId: string) {
  const now = new Date();
  const [row] = await tx
    .update(payments)
    .set({ status: "refund_due", completedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ["pending", "failed"])))
    .returning();
  return row;
}
