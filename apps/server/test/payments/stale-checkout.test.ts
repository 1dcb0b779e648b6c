import { describe, expect, it } from "vitest";
import { signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { customerWithAcceptedQuote, writtenFor } from "./fixtures.ts";
import { customerCall, expectStatus, moneyOf, requestWithTwoQuotes } from "./two-quotes.ts";

const ctx = useTestApp();
const WITHDRAWN = "This checkout has expired: the quote it was for is no longer accepted.";

const testCheckout = (sessionId: string, what: "pay" | "page") =>
  what === "page"
    ? ctx.app.inject({ method: "GET", url: `/checkout/test/${sessionId}` })
    : ctx.app.inject({
        method: "POST",
        url: `/checkout/test/${sessionId}/pay`,
        headers: {
          origin: ctx.config.publicUrl,
          "content-type": "application/x-www-form-urlencoded",
        },
        payload: "",
      });

describe("a checkout left open for a quote the customer then rejects", () => {
  it("is refused, and the quote accepted instead is paid and unlocks its own garage", async () => {
    const email = "mind-changer@example.com";
    const { cookie, requestId, quoteA, quoteB, garageB } = await requestWithTwoQuotes(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const call = customerCall(ctx.app, ctx.config.publicUrl, cookie);
    expectStatus(await call("POST", `/api/quotes/${quoteA}/accept`, {}), 200);
    const checkoutA = await call("POST", "/api/payments", { quoteRequestId: requestId });
    expectStatus(checkoutA, 200);
    const sessionA: string = checkoutA.json().sessionId;
    const reason = { reason: "Found a closer garage" };
    expectStatus(await call("POST", `/api/quotes/${quoteA}/reject`, reason), 200);
    expectStatus(await call("POST", `/api/quotes/${quoteB}/accept`, {}), 200);

    // A's old checkout, completed now: refused with a message, nothing paid or unlocked
    const stale = await testCheckout(sessionA, "pay");
    expectStatus(stale, 409);
    expect(stale.json().error.message).toBe(WITHDRAWN);
    const page = await testCheckout(sessionA, "page");
    expect(page.body).toContain(WITHDRAWN);
    expect(page.body).not.toContain(`/checkout/test/${sessionA}/pay`);
    expectStatus(await call("GET", `/api/quote-requests/${requestId}/garage`), 404);
    expect((await moneyOf(ctx.db, requestId)).statuses).toEqual([`${quoteA}:failed`]);

    // B is not "already paid": its own checkout opens, is paid and unlocks B's garage
    const checkoutB = await call("POST", "/api/payments", { quoteRequestId: requestId });
    expectStatus(checkoutB, 200);
    const sessionB: string = checkoutB.json().sessionId;
    expect(sessionB).not.toBe(sessionA);
    expectStatus(await testCheckout(sessionB, "pay"), 303);
    const garage = await call("GET", `/api/quote-requests/${requestId}/garage`);
    expectStatus(garage, 200);
    expect(garage.json().name).toBe(garageB.name);
    const verified = await call("POST", "/api/payments/verify", { sessionId: sessionB });
    expect(verified.json()).toMatchObject({ success: true, pointsEarned: 10 });
    const money = await moneyOf(ctx.db, requestId);
    expect(money.statuses).toEqual([`${quoteA}:failed`, `${quoteB}:completed`].sort());
    expect(money.refunds).toEqual([]);
  });
});

describe("a checkout left open for a quote staff then delete", () => {
  it("is refused, and the request waits for a quote with its fee unpaid", async () => {
    const email = "deleted-quote@example.com";
    const { cookie, requestId, quoteId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      email,
      ctx.config.publicUrl,
    );
    const call = customerCall(ctx.app, ctx.config.publicUrl, cookie);
    const checkout = await call("POST", "/api/payments", { quoteRequestId: requestId });
    expectStatus(checkout, 200);
    const sessionId: string = checkout.json().sessionId;
    const admin = await signedInAs(ctx.app, ctx.db, "quote-remover@example.com", "admin");
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/admin/quotes/${quoteId}`,
      headers: { cookie: admin, origin: ctx.config.publicUrl },
    });
    expectStatus(removed, 200);

    const stale = await testCheckout(sessionId, "pay");
    expectStatus(stale, 409);
    expect(stale.json().error.message).toBe(WITHDRAWN);
    const list = await call("GET", "/api/quote-requests");
    expect(list.json().items[0]).toMatchObject({
      id: requestId,
      status: "pending",
      feePaid: false,
    });
    expectStatus(await call("GET", `/api/quote-requests/${requestId}/garage`), 404);
    const money = await moneyOf(ctx.db, requestId);
    expect(money.statuses).toEqual([`${quoteId}:failed`]);
    expect((await writtenFor(ctx.db, requestId, email)).ledger).toEqual([]);
  });
});
