import { canPayServiceFee, displayVehicle } from "@automobi/domain";
import { MIN_PAYMENT_FEE_PENCE } from "@automobi/domain/schemas";
import type { CurrentSession } from "../../access/guards.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { cancelUrl, type PaymentProvider, successUrl } from "../../providers/payments/index.ts";
import { readSettings } from "../../records/settings.ts";
import {
  findOwnRequest,
  insertPendingPayment,
  lockRequest,
  paymentsForRequest,
} from "./repository.ts";
import { FAILED_TO_CREATE, fulfilPayment, type PaymentDeps } from "./service.ts";

/** A stored fee below the card minimum (System Settings refuse one now). */
export const FEE_NOT_SET =
  "The service fee cannot be taken at the moment: please contact customer service.";

const alreadyPaid = () =>
  new AppError("CONFLICT", "The service fee for this request is already paid.", 409);

/**
 * What create-payment checks on the request's locked row: the customer's own accepted quote
 * of an accepted or completed request, not yet paid for (canPayServiceFee), and the fee from
 * the settings. `open` are the pending sessions for that quote and fee (newest first), `known`
 * every payment the request has so far.
 */
async function checkoutPlan(
  tx: DbOrTx,
  provider: PaymentProvider,
  customer: CurrentSession,
  quoteRequestId: string,
) {
  await lockRequest(tx, quoteRequestId);
  const request = await findOwnRequest(tx, customer.user.id, quoteRequestId);
  if (!request) throw notFound("Quote request not found");
  const acceptedQuoteId = request.acceptedQuoteId;
  const existing = await paymentsForRequest(tx, customer.user.id, quoteRequestId);
  const feePaid = existing.some((p) => p.status === "completed");
  // The payment card shows 'Pay' by the same rule.
  if (!acceptedQuoteId || !canPayServiceFee({ status: request.status, feePaid }, "accepted")) {
    if (feePaid) throw alreadyPaid();
    throw new AppError("INVALID_TRANSITION", "Only an accepted quote can be paid for.", 409);
  }
  const { paymentFeePence } = await readSettings(tx);
  if (paymentFeePence < MIN_PAYMENT_FEE_PENCE) {
    // A fee stored before System Settings refused it: no free or too small checkout.
    throw new AppError("SERVICE_UNAVAILABLE", FEE_NOT_SET, 503);
  }
  const open = existing.filter(
    (p) =>
      p.status === "pending" &&
      p.provider === provider.kind &&
      p.quoteId === acceptedQuoteId &&
      p.amountPence === paymentFeePence,
  );
  return {
    request,
    acceptedQuoteId,
    feePence: paymentFeePence,
    open,
    known: new Set(existing.map((p) => p.id)),
  };
}

/**
 * create-payment: a checkout session for the customer's own accepted quote, at the fee in the
 * settings. No transaction is open while the provider is called (it may take seconds): the
 * request is checked on its locked row, the session is opened, and the request is checked
 * again on its locked row before the session is recorded. A session still open for the
 * request is reused rather than a second one opened, and of simultaneous clicks the first
 * session recorded is the one every click gets; a session opened but not recorded is never
 * handed out, and expires unused at the provider.
 */
export async function createPayment(
  deps: PaymentDeps,
  customer: CurrentSession,
  quoteRequestId: string,
): Promise<{ url: string; sessionId: string }> {
  const { db, provider, config } = deps;
  if (provider.kind === "test" && config.isProduction) {
    throw new AppError("SERVICE_UNAVAILABLE", FAILED_TO_CREATE, 503);
  }
  const plan = await db.transaction((tx) => checkoutPlan(tx, provider, customer, quoteRequestId));
  const reusable = plan.open[0];
  if (reusable) {
    const session = await provider.retrieveSession(reusable.providerSessionId).catch(() => null);
    if (session?.paid) {
      // Paid at the provider but not yet reported: settle it now. Settled as a refund due (the
      // quote changed meanwhile), it unlocked nothing: a new session is opened below.
      const settled = await fulfilPayment(deps, session.id);
      if (!settled.refundDue) throw alreadyPaid();
    } else if (session?.status === "open" && session.url) {
      return { url: session.url, sessionId: session.id };
    }
  }
  let created: { id: string; url: string };
  try {
    created = await provider.createSession({
      quoteRequestId,
      quoteId: plan.acceptedQuoteId,
      userId: customer.user.id,
      customerEmail: customer.user.email,
      amountPence: plan.feePence,
      description: `Service fee: ${displayVehicle(plan.request)}`,
      successUrl: successUrl(config.publicUrl),
      cancelUrl: cancelUrl(config.publicUrl),
    });
  } catch (err) {
    deps.log.error({ err }, "creating a checkout session failed");
    throw new AppError("PAYMENT_FAILED", FAILED_TO_CREATE, 502);
  }
  const recorded = await db.transaction(async (tx) => {
    const now = await checkoutPlan(tx, provider, customer, quoteRequestId);
    if (now.acceptedQuoteId !== plan.acceptedQuoteId || now.feePence !== plan.feePence) {
      // The quote or the fee changed while the session was opened: it is for the old one.
      throw new AppError("CONFLICT", FAILED_TO_CREATE, 409);
    }
    const concurrent = now.open.find((p) => !plan.known.has(p.id));
    if (concurrent) return { sessionId: concurrent.providerSessionId, ours: false };
    await insertPendingPayment(tx, {
      quoteRequestId,
      quoteId: plan.acceptedQuoteId,
      userId: customer.user.id,
      provider: provider.kind,
      providerSessionId: created.id,
      amountPence: plan.feePence,
    });
    return { sessionId: created.id, ours: true };
  });
  if (recorded.ours) return { url: created.url, sessionId: created.id };
  // Another click recorded its session first: every click gets that one.
  const session = await provider.retrieveSession(recorded.sessionId).catch(() => null);
  if (!session?.url) throw new AppError("PAYMENT_FAILED", FAILED_TO_CREATE, 502);
  return { url: session.url, sessionId: session.id };
}
