import { z } from "zod";
import { garageReview } from "./reviews.ts";

/** create-payment: the customer's own accepted request; the amount comes from the settings. */
export const createPaymentBody = z.object({ quoteRequestId: z.uuid("Unknown quote request") });
export const createPaymentResponse = z.object({ url: z.string(), sessionId: z.string() });

/** verify-payment: the provider is asked for the session's truth, never the redirect. */
export const verifyPaymentBody = z.object({ sessionId: z.string().min(1).max(255) });
export const verifyPaymentResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** The paid request, and the points this payment earned and the balance after it. */
  quoteRequestId: z.uuid().nullable(),
  pointsEarned: z.number().int().nullable(),
  totalPoints: z.number().int().nullable(),
});
export type VerifyPaymentResult = z.input<typeof verifyPaymentResponse>;

/** What the payment card shows: the fee and the points it earns, from the stored settings. */
export const paymentTermsResponse = z.object({
  feePence: z.number().int(),
  rewardPoints: z.number().int(),
});

/** get-garage-details: only for the paying customer after a completed payment. */
export const garageDetailsParams = z.object({ id: z.uuid("Unknown quote request") });
export const garageDetailsResponse = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Its verified reviews: the kept figures, and the latest few with its replies. */
  reviews: z.object({
    count: z.number().int(),
    starsTotal: z.number().int(),
    latest: z.array(garageReview),
  }),
});
export type GarageDetailsView = z.input<typeof garageDetailsResponse>;

/** A completed payment's receipt: its owner's, or any for staff; 404 for everyone else. */
export const receiptParams = z.object({ paymentId: z.uuid("Receipt not found") });
export const receiptPdfResponse = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: "string", format: "binary", description: "The receipt: a one-page PDF." });

/** A completed payment as the customer's lists show it: its receipt's number and download. */
export const paymentReceipt = z.object({
  paymentId: z.uuid(),
  /** 'R-000042'. */
  number: z.string(),
});
export type PaymentReceipt = z.input<typeof paymentReceipt>;

/** The payment provider's webhook: the raw body, its signature checked before anything else. */
export const paymentWebhookBody = z.string();
export const paymentWebhookResponse = z.object({ received: z.boolean() });

/** The built-in test checkout (never in production). */
export const testCheckoutParams = z.object({ sessionId: z.string().min(1).max(255) });
export const testCheckoutPage = z.string().meta({ description: "An HTML page." });

/**
 * verify-payment's answer when the money arrived for a quote no longer accepted (rejected or
 * deleted meanwhile): it unlocks nothing and staff refund it.
 */
export const REFUND_DUE_MESSAGE =
  "This payment arrived after the quote was no longer accepted: it unlocks nothing, and the fee will be refunded.";
