import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";
import { customerWithAcceptedQuote } from "./fixtures.ts";

const ctx = useTestApp({ env: { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:2525" } });

describe("the test checkout in production", () => {
  it("is refused: no session is opened and its pages answer 404", async () => {
    const { cookie, requestId } = await customerWithAcceptedQuote(
      ctx.app,
      ctx.db,
      "prod@example.com",
      ctx.config.publicUrl,
    );
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/payments",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: { quoteRequestId: requestId },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.message).toBe("Failed to create payment session");
    const page = await ctx.app.inject({ method: "GET", url: "/checkout/test/test_cs_any" });
    expect(page.statusCode).toBe(404);
    const pay = await ctx.app.inject({
      method: "POST",
      url: "/checkout/test/test_cs_any/pay",
      headers: {
        origin: ctx.config.publicUrl,
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: "",
    });
    expect(pay.statusCode).toBe(404);
  });
});

describe("the payment configuration", () => {
  it("chooses Stripe only with both keys and names the missing one", async () => {
    const { testConfig } = await import("../support/test-app.ts");
    expect(testConfig().payments).toEqual({ provider: "test" });
    expect(
      testConfig({ STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" }).payments,
    ).toMatchObject({ provider: "stripe", secretKey: "sk_test_x", webhookSecret: "whsec_x" });
    expect(() => testConfig({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => testConfig({ STRIPE_WEBHOOK_SECRET: "whsec_x" })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() =>
      testConfig({ STRIPE_SECRET_KEY: "a", STRIPE_WEBHOOK_SECRET: "b", STRIPE_API_URL: "nope" }),
    ).toThrow(/STRIPE_API_URL/);
  });
});
