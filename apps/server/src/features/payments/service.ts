import {
  displayRegistration,
  displayVehicle,
  formatGBP,
  type VerifyPaymentResult,
} from "@automobi/domain";
import type { FastifyBaseLogger } from "fastify";
import type { CurrentSession } from "../../auth/guards.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import {
  cancelUrl,
  InvalidSignatureError,
  type PaymentProvider,
  PaymentProviderError,
  successUrl,
} from "../../payments/index.ts";
import { readSettings } from "../../settings/repository.ts";
import {
  awardPaymentPoints,
  completePayment,
  findPaymentBySession,
  insertNotification,
  paidGarage,
  paymentDetails,
  pointsBalance,
  pointsForPayment,
  requestExists,
  testCheckoutDetails,
} from "./repository.ts";

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

/**
 * Completes a paid checkout session, exactly once however often and however concurrently it
 * is reported: in one transaction the payment is completed, the points from the settings go
 * to the ledger, the payment-success e-mail is queued and a notification raised. The request
 * keeps its status (`accepted`, or `completed` when staff marked it complete first). Answers
 * whether this call was the one that completed it.
 */
export async function fulfilPayment(
  deps: Pick<PaymentDeps, "db" | "outbox" | "provider">,
  sessionId: string,
): Promise<{ fulfilled: boolean; known: boolean }> {
  return deps.db.transaction(async (tx) => {
    const payment = await completePayment(tx, deps.provider.kind, sessionId);
    if (!payment) {
      const known = (await findPaymentBySession(tx, deps.provider.kind, sessionId)) !== undefined;
      return { fulfilled: false, known };
    }
    const { rewardPointsPerPayment: points } = await readSettings(tx);
    // A request staff deleted for good after the checkout opened: the payment and the points
    // still stand (the payment keeps the request's id), without a link to the missing row.
    const quoteRequestId = (await requestExists(tx, payment.quoteRequestId))
      ? payment.quoteRequestId
      : null;
    await awardPaymentPoints(tx, {
      userId: payment.userId,
      points,
      quoteRequestId,
      paymentId: payment.id,
    });
    const totalPoints = await pointsBalance(tx, payment.userId);
    const details = await paymentDetails(tx, payment.id);
    if (details) {
      const { firstName, accountName, ...rest } = details;
      await deps.outbox.enqueue(tx, details.customerEmail, "payment-success", {
        ...rest,
        customerName: greetingName(firstName, accountName),
        feePaidPence: payment.amountPence,
        pointsEarned: points,
        totalPoints,
      });
    }
    const vehicle = details ? displayVehicle(details) : "vehicle";
    await insertNotification(tx, {
      userId: payment.userId,
      quoteRequestId,
      title: "Payment confirmed",
      body: `Your service fee of ${formatGBP(payment.amountPence)} is paid: the garage's details for your ${vehicle} are unlocked and you earned ${points} reward points.`,
      link: "/dashboard",
    });
    return { fulfilled: true, known: true };
  });
}

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
  await fulfilPayment(deps, sessionId);
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
  return garage;
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
  };
}

/** Pay in the test checkout: completes the session and answers the URL Stripe would return to. */
export async function payTestCheckout(deps: PaymentDeps, sessionId: string): Promise<string> {
  await testSession(deps, sessionId);
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
