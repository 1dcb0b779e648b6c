import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { payments } from "../../db/schema/index.ts";
import {
  type CheckoutSession,
  InvalidSignatureError,
  type NewCheckoutSession,
  type PaymentProvider,
} from "./provider.ts";

/** The built-in test checkout's page for a session. */
export const testCheckoutPath = (sessionId: string) => `/checkout/test/${sessionId}`;

/**
 * The built-in test checkout: takes no money. Its sessions are the pending payment rows
 * themselves; a session is paid once the test checkout's Pay button has completed it.
 */
export function testCheckoutProvider(db: Database, publicUrl: string): PaymentProvider {
  return {
    kind: "test",
    async createSession(_input: NewCheckoutSession) {
      const id = `test_cs_${randomBytes(18).toString("base64url")}`;
      return { id, url: `${publicUrl}${testCheckoutPath(id)}` };
    },
    async retrieveSession(id: string, via: DbOrTx = db): Promise<CheckoutSession | null> {
      const [row] = await via
        .select({ status: payments.status, amountPence: payments.amountPence })
        .from(payments)
        .where(and(eq(payments.provider, "test"), eq(payments.providerSessionId, id)));
      if (!row) return null;
      // A refund due was paid too: the money arrived for a quote no longer payable.
      const paid = row.status === "completed" || row.status === "refund_due";
      return {
        id,
        url: paid ? null : `${publicUrl}${testCheckoutPath(id)}`,
        status: paid ? "complete" : row.status === "failed" ? "expired" : "open",
        paid,
        amountPence: row.amountPence,
      };
    },
    async expireSession() {
      // The withdrawn payment row is the session: nothing else to close.
    },
    async health() {
      return { ok: true, live: false };
    },
    parseWebhook() {
      throw new InvalidSignatureError("The test checkout sends no webhooks");
    },
  };
}
