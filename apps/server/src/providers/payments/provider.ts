import type { DbOrTx } from "../../db/client.ts";

/**
 * A card payment provider behind one interface: Stripe Checkout when it is configured, the
 * built-in test checkout otherwise. Features ask it to open a checkout session, to tell the
 * truth about one, and (Stripe) to check a webhook's signature.
 */
export type PaymentProviderKind = "stripe" | "test";

export interface NewCheckoutSession {
  quoteRequestId: string;
  quoteId: string;
  userId: string;
  customerEmail: string;
  amountPence: number;
  /** What the customer sees on the payment page, e.g. "Service fee: VW Golf". */
  description: string;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the customer pays; null once the session is no longer open. */
  url: string | null;
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountPence: number | null;
}

/** A verified webhook event the features act on; every other event is ignored. */
export type PaymentEvent = { kind: "session_paid"; sessionId: string } | { kind: "ignored" };

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createSession(input: NewCheckoutSession): Promise<{ id: string; url: string }>;
  /**
   * The provider's truth about a session; null when it does not know it. The test checkout
   * keeps its sessions in the database and reads them through `via` when a caller holds a
   * transaction (the embedded engine has one connection).
   */
  retrieveSession(id: string, via?: DbOrTx): Promise<CheckoutSession | null>;
  /**
   * Closes an open session so it can no longer be paid (its quote is no longer payable). A
   * session already paid or expired is left as it is. The test checkout's sessions are closed
   * by their payment row (withdrawn), so it has nothing to call.
   */
  expireSession(id: string): Promise<void>;
  /**
   * For the production-status "Live Payments" check: whether the provider answers (Stripe: a
   * cheap authenticated call) and whether it takes real money (the test checkout never does).
   */
  health(): Promise<{ ok: boolean; live: boolean }>;
  /** Checks the signature on the raw body; throws InvalidSignatureError when it does not hold. */
  parseWebhook(rawBody: string | Buffer, signature: string | undefined): PaymentEvent;
}

export class InvalidSignatureError extends Error {}

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {}

/** Where the provider sends the customer back after paying; `{CHECKOUT_SESSION_ID}` is filled in. */
export const successUrl = (publicUrl: string) =>
  `${publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`;
export const cancelUrl = (publicUrl: string) => `${publicUrl}/dashboard?payment=cancelled`;
