import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { customerWithAcceptedQuote, writtenFor } from "./fixtures.ts";
import { FakeStripe } from "./stripe-fake.ts";
import { customerCall, expectStatus, moneyOf, requestWithTwoQuotes } from "./two-quotes.ts";

const WEBHOOK_SECRET = "whsec_test_secret";
const fake = new FakeStripe();
const env: Record<string, string> = {
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
beforeAll(async () => {
  await fake.start();
  env.STRIPE_API_URL = fake.url;
});
afterAll(() => fake.stop());
const ctx = useTestApp({ env });
const stripe = new Stripe("sk_test_fake");
const REFUND_DUE =
  "This payment arrived after the quote was no longer accepted: it unlocks nothing, and the fee will be refunded.";

/** Stripe reports the session paid (a page opened before it expired was paid meanwhile). */
async function paidAtStripe(sessionId: string) {
  const payload = fake.event("checkout.session.completed", fake.complete(sessionId));
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
  expectStatus(res, 200);
}

const expired = (sessionId: string) =>
  fake.requests.some(
    (r) => r.method === "POST" && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
  );

async function staffAudit(requestId: string) {
  const admin = await signedInAs(
    ctx.app,
    ctx.db,
    `auditor-${requestId}@example.com`,
    "super_admin",
  );
  const res = await ctx.app.inject({
    method: "GET",
    url: "/api/admin/audit",
    headers: { cookie: admin },
  });
  expectStatus(res, 200);
  return (res.json().items as Array<{ action: string; targetId: string; details: unknown }>).filter(
    (entry) => entry.targetId === requestId,
  );
}

describe("Stripe: a quote rejected while its checkout is open", () => {
  it("expires the session; paid anyway, the money is owed back and B stays payable", async () => {
    const email = "stripe-mind-changer@example.com";
    const { cookie, requestId, quoteA, quoteB, garageB } = await requestWithTwoQuotes(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const call = customerCall(ctx.app, ctx.config.publicUrl, cookie);
    expectStatus(await call("POST", `/api/quotes/${quoteA}/accept`, {}), 200);
    const checkoutA = await call("POST", "/api/payments", { quoteRequestId: requestId });
    const sessionA: string = checkoutA.json().sessionId;
    const reason = { reason: "Found a closer garage" };
    expectStatus(await call("POST", `/api/quotes/${quoteA}/reject`, reason), 200);
    expect(expired(sessionA)).toBe(true);
    expect(fake.sessions.get(sessionA)!.status).toBe("expired");
    expectStatus(await call("POST", `/api/quotes/${quoteB}/accept`, {}), 200);

    await paidAtStripe(sessionA);
    expectStatus(await call("GET", `/api/quote-requests/${requestId}/garage`), 404);
    const verifiedA = await call("POST", "/api/payments/verify", { sessionId: sessionA });
    expect(verifiedA.json()).toMatchObject({ success: false, message: REFUND_DUE });
    const money = await moneyOf(ctx.db, requestId);
    expect(money.statuses).toEqual([`${quoteA}:refund_due`]);
    expect(money.refunds).toHaveLength(1);
    expect((await writtenFor(ctx.db, requestId, email)).ledger).toEqual([]);
    const audit = await staffAudit(requestId);
    expect(audit).toEqual([
      expect.objectContaining({
        action: "payment.refund_due",
        details: expect.objectContaining({ amountPence: 300, reason: "quote_rejected" }),
      }),
    ]);

    // B is not "already paid"
    const checkoutB = await call("POST", "/api/payments", { quoteRequestId: requestId });
    expectStatus(checkoutB, 200);
    await paidAtStripe(checkoutB.json().sessionId);
    const garage = await call("GET", `/api/quote-requests/${requestId}/garage`);
    expect(garage.json().name).toBe(garageB.name);
  });
});

describe("Stripe: a quote staff delete while its checkout is open", () => {
  it("expires the session; paid anyway, it unlocks nothing and the request waits for a quote", async () => {
    const email = "stripe-deleted-quote@example.com";
    const { cookie, requestId, quoteId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const call = customerCall(ctx.app, ctx.config.publicUrl, cookie);
    const checkout = await call("POST", "/api/payments", { quoteRequestId: requestId });
    const sessionId: string = checkout.json().sessionId;
    const admin = await signedInAs(ctx.app, ctx.db, "stripe-quote-remover@example.com", "admin");
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/quotes/${quoteId}`,
      headers: { cookie: admin, origin: ctx.config.publicUrl },
    });
    expectStatus(removed, 200);
    expect(expired(sessionId)).toBe(true);

    await paidAtStripe(sessionId);
    const list = await call("GET", "/api/quote-requests");
    expect(list.json().items[0]).toMatchObject({
      id: requestId,
      status: "pending",
      feePaid: false,
    });
    expectStatus(await call("GET", `/api/quote-requests/${requestId}/garage`), 404);
    const money = await moneyOf(ctx.db, requestId);
    expect(money.statuses).toEqual([`${quoteId}:refund_due`]);
    expect(money.refunds[0]!.details).toMatchObject({ reason: "quote_deleted", amountPence: 300 });
  });
});
