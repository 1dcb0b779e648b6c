import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { createPaymentProvider } from "../../src/providers/payments/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { waitUntil } from "../support/wait.ts";
import { customerWithAcceptedQuote, writtenFor } from "./fixtures.ts";
import { FakeStripe } from "./stripe-fake.ts";

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

const post = (url: string, cookie: string, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { cookie, origin: ctx.config.publicUrl },
    payload,
  });
const webhook = (payload: string, signature?: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: {
      "content-type": "application/json; charset=utf-8",
      ...(signature === undefined ? {} : { "stripe-signature": signature }),
    },
    payload,
  });
const sign = (payload: string, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });

async function openSession(email: string) {
  const fixture = await customerWithAcceptedQuote(ctx.app, ctx.db, email, ctx.config.publicUrl);
  const res = await post("/api/payments", fixture.cookie, { quoteRequestId: fixture.requestId });
  expect(res.statusCode).toBe(200);
  return { ...fixture, ...(res.json() as { url: string; sessionId: string }) };
}

describe("Stripe Checkout", () => {
  it("creates a GBP session with the request in its metadata and reuses it while open", async () => {
    const { cookie, requestId, url, sessionId } = await openSession("stripe@example.com");
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const session = fake.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      amount_total: 300,
      currency: "gbp",
      metadata: { quoteRequestId: requestId },
      success_url: `${ctx.config.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(session.cancel_url.startsWith(ctx.config.publicUrl)).toBe(true);
    const again = await post("/api/payments", cookie, { quoteRequestId: requestId });
    expect(again.json()).toEqual({ url, sessionId });
    expect(fake.requests.filter((r) => r.method === "POST")).toHaveLength(1);
    // no test checkout while Stripe is the provider
    const page = await ctx.app.inject({ method: "GET", url: `/checkout/test/${sessionId}` });
    expect(page.statusCode).toBe(404);
  });

  it("fulfils once for 5 concurrent webhooks racing verify", async () => {
    const email = "webhook@example.com";
    const { cookie, requestId, sessionId } = await openSession(email);
    const before = await post("/api/payments/verify", cookie, { sessionId });
    expect(before.json()).toMatchObject({ success: false });

    const payload = fake.event("checkout.session.completed", fake.complete(sessionId));
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => webhook(payload, sign(payload))),
      post("/api/payments/verify", cookie, { sessionId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers[5]!.json()).toMatchObject({ success: true });
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toHaveLength(1);
    expect(written.completed[0]).toMatchObject({ provider: "stripe", amountPence: 300 });
    expect(written.ledger).toHaveLength(1);
    expect(written.successMails).toHaveLength(1);
    expect(written.notifications).toHaveLength(1);
    expect(written.requestStatus).toBe("accepted");
    const garage = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${requestId}/garage`,
      headers: { cookie },
    });
    expect(garage.statusCode).toBe(200);
  });

  it("reports the provider's health for the production-status check", async () => {
    const provider = createPaymentProvider(ctx.config, ctx.db);
    expect(await provider.health()).toEqual({ ok: true, live: false });
    fake.down = true;
    try {
      expect(await provider.health()).toEqual({ ok: false, live: false });
    } finally {
      fake.down = false;
    }
  });

  it("records the payment of a request deleted meanwhile as a refund due, unlocking nothing", async () => {
    const email = "deleted@example.com";
    const { requestId, sessionId } = await openSession(email);
    await ctx.db
      .update(quoteRequests)
      .set({ status: "deleted", deletedAt: new Date() })
      .where(eq(quoteRequests.id, requestId));
    const payload = fake.event("checkout.session.completed", fake.complete(sessionId));
    expect((await webhook(payload, sign(payload))).statusCode).toBe(200);
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toEqual([]);
    expect(written.payments.map((p) => p.status)).toEqual(["refund_due"]);
    expect(written.ledger).toEqual([]);
  });

  it("answers 400 to a forged, stale or missing signature and writes nothing", async () => {
    const email = "forged@example.com";
    const { requestId, sessionId } = await openSession(email);
    const payload = fake.event("checkout.session.completed", fake.complete(sessionId));
    const stale = sign(payload, Math.floor(Date.now() / 1000) - 6 * 60);
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" });
    for (const signature of [stale, forged, undefined, "t=1,v1=abc"]) {
      expect((await webhook(payload, signature)).statusCode).toBe(400);
    }
    // a signed body that was altered afterwards
    const tampered = payload.replace('"amount_total":300', '"amount_total":1');
    expect((await webhook(tampered, sign(payload))).statusCode).toBe(400);
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toEqual([]);
    expect(written.ledger).toEqual([]);
  });

  it("acknowledges and ignores unknown events and unknown sessions", async () => {
    const { requestId, sessionId } = await openSession("ignored@example.com");
    const unpaid = fake.event("checkout.session.completed", fake.sessions.get(sessionId)!);
    expect((await webhook(unpaid, sign(unpaid))).statusCode).toBe(200);
    const other = fake.event("customer.created", fake.sessions.get(sessionId)!);
    expect((await webhook(other, sign(other))).statusCode).toBe(200);
    const stranger = { ...fake.sessions.get(sessionId)!, id: "cs_test_unknown" };
    stranger.payment_status = "paid";
    const unknown = fake.event("checkout.session.completed", stranger);
    expect((await webhook(unknown, sign(unknown))).json()).toEqual({ received: true });
    const written = await writtenFor(ctx.db, requestId, "ignored@example.com");
    expect(written.completed).toEqual([]);
  });

  /**
   * Opens a checkout for `email`'s accepted quote against a Stripe that takes `delayMs` to
   * answer, runs `meanwhile` once Stripe has the request and has not answered, then answers
   * create-payment's response.
   */
  async function openWhileStripeWaits(
    email: string,
    delayMs: number,
    meanwhile: (requestId: string) => Promise<void>,
  ) {
    const fixture = await customerWithAcceptedQuote(ctx.app, ctx.db, email, ctx.config.publicUrl);
    fake.createDelayMs = delayMs;
    try {
      const opening = post("/api/payments", fixture.cookie, { quoteRequestId: fixture.requestId });
      await waitUntil(() => fake.creating > 0, 5_000, {
        everyMs: 5,
        what: "Stripe receiving the request",
      });
      await meanwhile(fixture.requestId);
      return { res: await opening, requestId: fixture.requestId };
    } finally {
      fake.createDelayMs = 0;
    }
  }

  it("holds no lock on the request while Stripe opens the session", async () => {
    const { res, requestId } = await openWhileStripeWaits("slow@example.com", 800, async (id) => {
      // Staff (or another request) can lock the row at once: create-payment is not holding it,
      // nor, on the embedded engine, its only connection.
      const locked = await ctx.db.transaction((tx) =>
        tx.execute(sql`select id from quote_requests where id = ${id} for update nowait`),
      );
      expect(JSON.stringify(locked)).toContain(id);
      expect(fake.creating, "Stripe has not answered yet").toBe(1);
    });
    expect(res.statusCode).toBe(200);
    expect((await writtenFor(ctx.db, requestId, "slow@example.com")).payments).toEqual([
      expect.objectContaining({ providerSessionId: res.json().sessionId, status: "pending" }),
    ]);
  });

  it("records nothing when the quote is no longer accepted by the time Stripe answers", async () => {
    const { res, requestId } = await openWhileStripeWaits("moved-on@example.com", 300, (id) =>
      ctx.db
        .update(quoteRequests)
        .set({ status: "in_progress" })
        .where(eq(quoteRequests.id, id))
        .then(() => undefined),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Only an accepted quote can be paid for.");
    expect((await writtenFor(ctx.db, requestId, "moved-on@example.com")).payments).toEqual([]);
  });

  it("answers 'Failed to create payment session' and writes nothing when Stripe is down", async () => {
    const fixture = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "down@example.com",
      ctx.config.publicUrl,
    );
    fake.down = true;
    try {
      const res = await post("/api/payments", fixture.cookie, {
        quoteRequestId: fixture.requestId,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe("Failed to create payment session");
    } finally {
      fake.down = false;
    }
    expect((await writtenFor(ctx.db, fixture.requestId, "down@example.com")).payments).toEqual([]);
  });
});
