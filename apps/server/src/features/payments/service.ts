import { displayRegistration, displayVehicle } from "@automobi/domain";
import { REFUND_DUE_MESSAGE, type VerifyPaymentResult } from "@automobi/domain/schemas";
import type { FastifyBaseLogger } from "fastify";
import type { CurrentSession } from "../../access/guards.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  cancelUrl,
  InvalidSignatureError,
  type PaymentProvider,
  PaymentProviderError,
  successUrl,
} from "../../providers/payments/index.ts";
import { visibleReviewsPage } from "../../records/garage-reviews.ts";
import { readSettings } from "../../records/settings.ts";
import { CHECKOUT_WITHDRAWN_MESSAGE } from "./checkout-page.ts";
import { fulfilPayment } from "./fulfil.ts";
import {
  findPaymentBySession,
  paidGarage,
  pointsBalance,
  pointsForPayment,
  testCheckoutDetails,
} from "./repository.ts";

export { fulfilPayment };

/** How many of a garage's latest reviews its unlocked card lists. */
const LATEST_REVIEWS = 3;

export interface PaymentDeps {
  db: Database;
  outbox: Outbox;
  provider: PaymentProvider;
  config: Config;
  log: FastifyBaseLogger;
}

/** The spec's message when no checkout session could be opened. */
export const FAILED_TO_CREATE = "Failed to create payment session";
const FAILED_TO_VERIFY = "Failed to verify payment";

/** verify-payment: asks the provider for the truth about the customer's own session. */
export async function verifyPayment(
  deps: PaymentDeps,
  customer: CurrentSession,
  sessionId: string,
): Promise<VerifyPaymentResult> {
  const payment = await findPaymentBySession(deps.db, deps.provider.kind, sessionId);
  if (!payment || payment.userId !== customer.user.id) throw notFound("Payment not found");
  let session: Awaited<ReturnType<PaymentProvider["retrieveSession"]>>;
  try {
    session = await deps.provider.retrieveSession(sessionId);
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    deps.log.error({ err }, "verifying a checkout session failed");
    throw new AppError("PAYMENT_FAILED", FAILED_TO_VERIFY, 502);
  }
  if (!session?.paid) {
    return {
      success: false,
      message: "The payment has not been completed.",
      quoteRequestId: payment.quoteRequestId,
      pointsEarned: null,
      totalPoints: null,
    };
  }
  const settled = await fulfilPayment(deps, sessionId);
  if (settled.refundDue) {
    return {
      success: false,
      message: REFUND_DUE_MESSAGE,
      quoteRequestId: payment.quoteRequestId,
      pointsEarned: null,
      totalPoints: null,
    };
  }
  const [pointsEarned, totalPoints] = await Promise.all([
    pointsForPayment(deps.db, payment.id),
    pointsBalance(deps.db, customer.user.id),
  ]);
  return {
    success: true,
    message: "Payment verified: the garage's details are unlocked.",
    quoteRequestId: payment.quoteRequestId,
    pointsEarned,
    totalPoints,
  };
}

/** The fee and the points it earns, as the payment card shows them. */
export async function paymentTerms(db: Database) {
  const { paymentFeePence, rewardPointsPerPayment } = await readSettings(db);
  return { feePence: paymentFeePence, rewardPoints: rewardPointsPerPayment };
}

/** get-garage-details: the paying customer alone, after a completed payment; 404 otherwise. */
export async function garageDetails(
  db: Database,
  customer: CurrentSession,
  quoteRequestId: string,
) {
  const garage = await paidGarage(db, customer.user.id, quoteRequestId);
  if (!garage) throw notFound("Garage details not found");
  const { id, reviewCount, reviewStarsTotal, ...details } = garage;
  return {
    ...details,
    reviews: {
      count: reviewCount,
      starsTotal: reviewStarsTotal,
      latest: await visibleReviewsPage(db, id, undefined, LATEST_REVIEWS).then((rows) =>
        rows.map(({ cursorAt: _, ...review }) => review),
      ),
    },
  };
}

/** A webhook from the provider: a paid session is fulfilled, anything else ignored. */
export async function handleWebhook(
  deps: PaymentDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
) {
  let event: ReturnType<PaymentProvider["parseWebhook"]>;
  try {
    event = deps.provider.parseWebhook(rawBody, signature);
  } catch (err) {
    if (!(err instanceof InvalidSignatureError)) throw err;
    throw new AppError("VALIDATION_FAILED", "Invalid webhook signature", 400);
  }
  if (event.kind === "session_paid") {
    const result = await fulfilPayment(deps, event.sessionId);
    if (!result.known)
      deps.log.warn({ sessionId: event.sessionId }, "webhook for an unknown session");
  }
  return { received: true };
}

/** The test checkout exists only while the test provider is in use, and never in production. */
async function testSession(deps: PaymentDeps, sessionId: string) {
  if (deps.provider.kind !== "test" || deps.config.isProduction) throw notFound();
  const session = await testCheckoutDetails(deps.db, sessionId);
  if (!session) throw notFound("Checkout session not found");
  return session;
}

export async function testCheckoutView(deps: PaymentDeps, sessionId: string) {
  const s = await testSession(deps, sessionId);
  return {
    sessionId,
    amountPence: s.amountPence,
    // As people write them: 'Volkswagen Golf', 'AB12 CDE'.
    vehicle:
      s.vehicleMake === null || s.vehicleModel === null
        ? "A deleted request"
        : displayVehicle({ vehicleMake: s.vehicleMake, vehicleModel: s.vehicleModel }),
    registration: s.vehicleRegistration === null ? "—" : displayRegistration(s.vehicleRegistration),
    paid: s.status === "completed",
    withdrawn: s.status === "failed" || s.status === "refund_due",
  };
}

/** Pay in the test checkout: completes the session and answers the URL Stripe would return to. */
export async function payTestCheckout(deps: PaymentDeps, sessionId: string): Promise<string> {
  const session = await testSession(deps, sessionId);
  if (session.status === "failed" || session.status === "refund_due") {
    throw new AppError("CONFLICT", CHECKOUT_WITHDRAWN_MESSAGE, 409);
  }
  await fulfilPayment(deps, sessionId);
  return successUrl(deps.config.publicUrl).replace(
    "{CHECKOUT_SESSION_ID}",
    encodeURIComponent(sessionId),
  );
}

export async function cancelTestCheckout(deps: PaymentDeps, sessionId: string): Promise<string> {
  await testSession(deps, sessionId);
  return cancelUrl(deps.config.publicUrl);
}
