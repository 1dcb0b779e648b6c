import Stripe from "stripe";
import {
  type CheckoutSession,
  InvalidSignatureError,
  type NewCheckoutSession,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
} from "./provider.ts";

/** A webhook older than this is refused: a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API base (a local fake in tests). */
  apiUrl?: string | undefined;
  timeoutMs?: number;
}

function clientOptions(options: StripeProviderOptions): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { timeout: options.timeoutMs ?? 10_000, maxNetworkRetries: 1 };
  if (!options.apiUrl) return base;
  const url = new URL(options.apiUrl);
  return {
    ...base,
    host: url.hostname,
    port: Number(url.port || (url.protocol === "https:" ? 443 : 80)),
    protocol: url.protocol === "https:" ? "https" : "http",
  };
}

const SESSION_STATUSES = ["open", "complete", "expired"] as const;
const statusOf = (status: string | null): CheckoutSession["status"] =>
  SESSION_STATUSES.find((known) => known === status) ?? "open";

const asSession = (s: Stripe.Checkout.Session): CheckoutSession => ({
  id: s.id,
  url: s.url ?? null,
  status: statusOf(s.status),
  paid: s.payment_status === "paid",
  amountPence: s.amount_total ?? null,
});

/** Stripe Checkout: a session in GBP with the request in its metadata. */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, clientOptions(options));
  return {
    kind: "stripe",
    async createSession(input: NewCheckoutSession) {
      try {
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          currency: "gbp",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: "gbp",
                unit_amount: input.amountPence,
                product_data: { name: input.description },
              },
            },
          ],
          customer_email: input.customerEmail,
          client_reference_id: input.quoteRequestId,
          metadata: {
            quoteRequestId: input.quoteRequestId,
            quoteId: input.quoteId,
            userId: input.userId,
          },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url) throw new PaymentProviderError("Stripe returned no checkout URL");
        return { id: session.id, url: session.url };
      } catch (err) {
        throw err instanceof PaymentProviderError ? err : new PaymentProviderError(String(err));
      }
    },
    async retrieveSession(id: string) {
      try {
        return asSession(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
          return null;
        }
        throw new PaymentProviderError(String(err));
      }
    },
    async expireSession(id: string) {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (err) {
        // Already complete or expired: Stripe refuses the call, and there is nothing to close.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw new PaymentProviderError(String(err));
      }
    },
    async health() {
      try {
        const balance = await stripe.balance.retrieve();
        return { ok: true, live: balance.livemode };
      } catch {
        return { ok: false, live: false };
      }
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      if (!signature) throw new InvalidSignatureError("No Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (err) {
        throw new InvalidSignatureError(String(err));
      }
      if (
        event.type === "checkout.session.completed" ||
        event.type === "checkout.session.async_payment_succeeded"
      ) {
        const session = event.data.object;
        if (session.payment_status === "paid")
          return { kind: "session_paid", sessionId: session.id };
      }
      return { kind: "ignored" };
    },
  };
}
