import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import type { PaymentProvider, PaymentProviderKind } from "./provider.ts";

export interface WithdrawnCheckout {
  provider: PaymentProviderKind;
  providerSessionId: string;
}

/**
 * A quote that can no longer be paid for (rejected, deleted) loses its open checkouts, in the
 * caller's transaction: their pending payments become `failed`, so the test checkout refuses
 * them and create-payment never hands them out again. Answers the sessions to close at the
 * provider once the transaction has committed (expireWithdrawn).
 */
export async function withdrawCheckouts(
  tx: DbOrTx,
  quoteIds: readonly string[],
): Promise<WithdrawnCheckout[]> {
  if (quoteIds.length === 0) return [];
  return tx
    .update(payments)
    .set({ status: "failed", updatedAt: new Date() })
    .where(and(inArray(payments.quoteId, [...quoteIds]), eq(payments.status, "pending")))
    .returning({ provider: payments.provider, providerSessionId: payments.providerSessionId });
}

/**
 * Closes the withdrawn sessions at the provider (Stripe: expires them), after the commit: no
 * lock is held while it answers. A session the provider fails to close may still be paid; the
 * payment then arrives for a quote no longer payable and is recorded as a refund due.
 */
export async function expireWithdrawn(
  provider: PaymentProvider,
  withdrawn: readonly WithdrawnCheckout[],
  log: FastifyBaseLogger,
) {
  for (const checkout of withdrawn) {
    if (checkout.provider !== provider.kind) continue;
    try {
      await provider.expireSession(checkout.providerSessionId);
    } catch (err) {
      log.error({ err }, "expiring a withdrawn checkout session failed");
    }
  }
}
