import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { PaymentProvider } from "./provider.ts";
import { stripeProvider } from "./stripe-provider.ts";
import { testCheckoutProvider } from "./test-provider.ts";

export * from "./provider.ts";
export { WEBHOOK_TOLERANCE_SECONDS } from "./stripe-provider.ts";
export { testCheckoutPath } from "./test-provider.ts";
export * from "./withdraw.ts";

/** Stripe when both of its keys are configured; the built-in test checkout otherwise. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.payments.provider === "stripe") {
    const { secretKey, webhookSecret, apiUrl } = config.payments;
    return stripeProvider({ secretKey, webhookSecret, apiUrl });
  }
  return testCheckoutProvider(db, config.publicUrl);
}
