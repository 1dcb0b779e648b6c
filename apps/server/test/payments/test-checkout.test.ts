import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rewardTransactions, settings } from "../../src/db/schema/index.ts";
import { fulfilPayment } from "../../src/features/payments/service.ts";
import { createPaymentProvider } from "../../src/providers/payments/index.ts";
import { signedInAs } from "../support/accounts.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { customerWithAcceptedQuote, writtenFor } from "./fixtures.ts";

const ctx = useTestApp();

const post = (url: string, cookie: string | undefined, payload: object) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
    payload,
  });
const createPayment = (cookie: string | undefined, quoteRequestId: string) =>
  post("/api/payments", cookie, { quoteRequestId });
const verify = (cookie: string | undefined, sessionId: string) =>
  post("/api/payments/verify", cookie, { sessionId });
const garageOf = (cookie: string | undefined, id: string) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/quote-requests/${id}/garage`,
    headers: cookie ? { cookie } : {},
  });
const pay = (sessionId: string) =>
  ctx.app.inject({
    method: "POST",
    url: `/checkout/test/${sessionId}/pay`,
    headers: { origin: ctx.config.publicUrl, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });

describe("create-payment with the built-in test checkout", () => {
  it("opens a session at the stored fee for the owner's accepted quote and reuses it", async () => {
    await ctx.db
      .insert(settings)
      .values({ key: "payment_fee_pence", value: 450 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 450 } });
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "fee@example.com",
      ctx.config.publicUrl,
    );
    const first = await createPayment(cookie, requestId);
    expect(first.statusCode).toBe(200);
    const { url, sessionId } = first.json();
    expect(url).toBe(`${ctx.config.publicUrl}/checkout/test/${sessionId}`);
    const again = await createPayment(cookie, requestId);
    expect(again.json()).toEqual({ url, sessionId });
    const written = await writtenFor(ctx.db, requestId, "fee@example.com");
    expect(written.payments).toHaveLength(1);
    expect(written.payments[0]).toMatchObject({ amountPence: 450, status: "pending" });

    const page = await ctx.app.inject({ method: "GET", url: `/checkout/test/${sessionId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("no money is taken");
    expect(page.body).toContain("£4.50");
    expect(page.body).toContain("Volkswagen Golf (AB12 CDE)");
    expect(page.body).toContain(`/checkout/test/${sessionId}/pay`);
    await ctx.db.delete(settings).where(eq(settings.key, "payment_fee_pence"));
  });

  it("opens no checkout at a stored fee below £0.30 (one stored before the rule)", async () => {
    await ctx.db
      .insert(settings)
      .values({ key: "payment_fee_pence", value: 0 })
      .onConflictDoUpdate({ target: settings.key, set: { value: 0 } });
    try {
      const email = "free@example.com";
      const { cookie, requestId } = await customerWithAcceptedQuote(
        ctx.app,
        ctx.db,
        email,
        ctx.config.publicUrl,
      );
      const res = await createPayment(cookie, requestId);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        "The service fee cannot be taken at the moment: please contact customer service.",
      );
      expect((await writtenFor(ctx.db, requestId, email)).payments).toEqual([]);
      expect((await garageOf(cookie, requestId)).statusCode).toBe(404);
    } finally {
      await ctx.db.delete(settings).where(eq(settings.key, "payment_fee_pence"));
    }
  });

  it("opens one session for five simultaneous clicks", async () => {
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "clicks@example.com",
      ctx.config.publicUrl,
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => createPayment(cookie, requestId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().sessionId)).size).toBe(1);
    expect((await writtenFor(ctx.db, requestId, "clicks@example.com")).payments).toHaveLength(1);
  });

  it("answers 404 for another customer's request, 409 before acceptance, 401 signed out", async () => {
    const owner = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "owner@example.com",
      ctx.config.publicUrl,
    );
    const other = await signedInAs(ctx.app, ctx.db, "other@example.com");
    expect((await createPayment(other, owner.requestId)).statusCode).toBe(404);
    expect((await createPayment(undefined, owner.requestId)).statusCode).toBe(401);
    const admin = await signedInAs(ctx.app, ctx.db, "staff@example.com", "admin");
    expect((await createPayment(admin, owner.requestId)).statusCode).toBe(404);
    const pending = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "pending@example.com",
      ctx.config.publicUrl,
      { accept: false },
    );
    const res = await createPayment(pending.cookie, pending.requestId);
    expect(res.statusCode).toBe(409);
    expect((await writtenFor(ctx.db, pending.requestId, "pending@example.com")).payments).toEqual(
      [],
    );
  });
});

describe("the payment terms", () => {
  it("gives a signed-in customer the stored fee and points, and nobody signed out", async () => {
    const terms = (cookie?: string) =>
      ctx.app.inject({
        method: "GET",
        url: "/api/payments/terms",
        headers: cookie ? { cookie } : {},
      });
    const cookie = await signedInAs(ctx.app, ctx.db, "terms@example.com");
    expect((await terms(cookie)).json()).toEqual({ feePence: 300, rewardPoints: 10 });
    await ctx.db
      .insert(settings)
      .values([
        { key: "payment_fee_pence", value: 525 },
        { key: "reward_points_per_payment", value: 15 },
      ])
      .onConflictDoNothing();
    expect((await terms(cookie)).json()).toEqual({ feePence: 525, rewardPoints: 15 });
    await ctx.db
      .delete(settings)
      .where(inArray(settings.key, ["payment_fee_pence", "reward_points_per_payment"]));
    expect((await terms()).statusCode).toBe(401);
  });
});

describe("paying in the test checkout", () => {
  it("completes once, unlocks the garage for the owner alone, and verifies", async () => {
    const email = "payer@example.com";
    const { cookie, requestId, garage } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const other = await signedInAs(ctx.app, ctx.db, "nosy@example.com");
    const { sessionId } = (await createPayment(cookie, requestId)).json();
    expect((await garageOf(cookie, requestId)).statusCode).toBe(404);
    const unpaid = await ctx.app.inject({
      method: "GET",
      url: "/api/quote-requests",
      headers: { cookie },
    });
    expect(unpaid.json().items[0]).toMatchObject({ id: requestId, feePaid: false });
    expect((await verify(cookie, sessionId)).json()).toMatchObject({ success: false });
    expect((await verify(other, sessionId)).statusCode).toBe(404);

    const paid = await pay(sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${ctx.config.publicUrl}/payment-success?session_id=${sessionId}`,
    );
    const res = await garageOf(cookie, requestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: garage.name,
      address: garage.address,
      phone: garage.phone,
      reviews: { count: 0, starsTotal: 0, latest: [] },
    });
    expect((await garageOf(other, requestId)).statusCode).toBe(404);
    expect((await garageOf(undefined, requestId)).statusCode).toBe(401);
    const admin = await signedInAs(ctx.app, ctx.db, "admin-peek@example.com", "admin");
    expect((await garageOf(admin, requestId)).statusCode).toBe(404);
    expect((await verify(admin, sessionId)).statusCode).toBe(404);

    let verified: unknown;
    const verifying = await routeStatementsOf(ctx.db, async () => {
      verified = (await verify(cookie, sessionId)).json();
    });
    expect(verified).toEqual({
      success: true,
      message: "Payment verified: the garage's details are unlocked.",
      quoteRequestId: requestId,
      pointsEarned: 10,
      totalPoints: 10,
    });
    // the total is the kept balance the Rewards tab shows, not a sum over the ledger
    expect(verifying.some((text) => text.includes("reward_balances"))).toBe(true);
    expect(verifying.filter((text) => /sum\(.*reward_transactions/is.test(text))).toEqual([]);
    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/quote-requests",
      headers: { cookie },
    });
    expect(list.json().items[0]).toMatchObject({ id: requestId, feePaid: true });
    expect(JSON.stringify(list.json())).not.toContain(garage.phone);
    expect((await pay(sessionId)).statusCode).toBe(303);
    expect((await createPayment(cookie, requestId)).statusCode).toBe(409);

    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toHaveLength(1);
    expect(written.completed[0]).toMatchObject({ provider: "test", amountPence: 300 });
    expect(written.completed[0]!.completedAt).toBeInstanceOf(Date);
    expect(written.ledger.map((l) => l.points)).toEqual([10]);
    expect(written.successMails).toHaveLength(1);
    expect(written.successMails[0]!.text).toContain(garage.phone);
    expect(written.successMails[0]!.text).toContain("Total points: 10");
    expect(written.notifications).toHaveLength(1);
    expect(written.notifications[0]!.kind).toBe("payment_confirmed");
    expect(written.requestStatus).toBe("accepted");
  });

  it("pays for the accepted quote of a request staff marked complete", async () => {
    const email = "completed-first@example.com";
    const { cookie, requestId, garage } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const staff = await signedInAs(ctx.app, ctx.db, "completer@example.com", "admin");
    const complete = await post(`/api/admin/quote-requests/${requestId}/mark-complete`, staff, {});
    expect(complete.statusCode, complete.body).toBe(200);

    const created = await createPayment(cookie, requestId);
    expect(created.statusCode, created.body).toBe(200);
    expect((await pay(created.json().sessionId)).statusCode).toBe(303);
    expect((await garageOf(cookie, requestId)).json()).toMatchObject({ phone: garage.phone });
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toHaveLength(1);
    expect(written.ledger.map((l) => l.points)).toEqual([10]);
    expect(written.requestStatus).toBe("completed");
    expect(written.successMails[0]!.text).toContain(
      "Thank you for paying the service fee of £3.00: you earned 10 reward points.",
    );
    const again = await createPayment(cookie, requestId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The service fee for this request is already paid.");
  });

  it("fulfils exactly once when paid, verified and paid again concurrently", async () => {
    const email = "race@example.com";
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const { sessionId } = (await createPayment(cookie, requestId)).json();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => pay(sessionId)),
      verify(cookie, sessionId),
    ]);
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([303, 303, 303, 303, 303]);
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toHaveLength(1);
    expect(written.ledger).toHaveLength(1);
    expect(written.successMails).toHaveLength(1);
    expect(written.notifications).toHaveLength(1);
  });

  it("fulfilPayment called 5 times at once: one payment, one award, one e-mail, one notification", async () => {
    const email = "direct@example.com";
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const { sessionId } = (await createPayment(cookie, requestId)).json();
    const deps = {
      db: ctx.db,
      outbox: ctx.app.services.outbox,
      provider: createPaymentProvider(ctx.config, ctx.db),
      config: ctx.config,
    };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => fulfilPayment(deps, sessionId)),
    );
    expect(results.filter((r) => r.fulfilled)).toHaveLength(1);
    expect(results.every((r) => r.known)).toBe(true);
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.payments).toHaveLength(1);
    expect(written.completed).toHaveLength(1);
    expect(written.ledger).toHaveLength(1);
    expect(written.successMails).toHaveLength(1);
    expect(written.notifications).toHaveLength(1);
    expect(await deps.provider.health()).toEqual({ ok: true, live: false });
    expect(await fulfilPayment(deps, "test_cs_nothing")).toEqual({
      fulfilled: false,
      known: false,
      refundDue: false,
    });
  });

  it("refuses an unknown session", async () => {
    expect((await pay("test_cs_unknown")).statusCode).toBe(404);
    const page = await ctx.app.inject({ method: "GET", url: "/checkout/test/test_cs_unknown" });
    expect(page.statusCode).toBe(404);
  });
});

describe("a checkout paid after staff deleted its request for good", () => {
  // Soft delete and Permanent Delete leave the checkout open: the quote it paid for is gone
  // when the money arrives.
  it("records the payment as a refund due: it unlocks nothing and earns no points", async () => {
    const email = "late-payer@example.com";
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const { sessionId } = (await createPayment(cookie, requestId)).json();
    const admin = await signedInAs(ctx.app, ctx.db, "purger@example.com", "admin");
    const staff = { cookie: admin, origin: ctx.config.publicUrl };
    const softDeleted = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/quote-requests/${requestId}/delete`,
      headers: staff,
      payload: {},
    });
    expect(softDeleted.statusCode, softDeleted.body).toBe(200);
    const purged = await ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/quote-requests/${requestId}`,
      headers: staff,
    });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json().paymentsKept).toBe(1);

    expect((await pay(sessionId)).statusCode).toBe(303);
    const written = await writtenFor(ctx.db, requestId, email);
    expect(written.completed).toEqual([]);
    expect(written.requestStatus).toBeUndefined();
    const [payment] = written.payments;
    expect(payment).toMatchObject({ status: "refund_due", amountPence: 300 });
    const awards = await ctx.db
      .select()
      .from(rewardTransactions)
      .where(eq(rewardTransactions.paymentId, payment!.id));
    expect(awards).toEqual([]);
    expect((await verify(cookie, sessionId)).json()).toMatchObject({
      success: false,
      message:
        "This payment arrived after the quote was no longer accepted: it unlocks nothing, and the fee will be refunded.",
    });
  });
});
