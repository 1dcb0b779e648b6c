import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authenticationWorks } from "../../src/access/health.ts";
import { openDatabase } from "../../src/db/client.ts";
import { productionStatus } from "../../src/features/production-status/service.ts";
import { createPaymentProvider } from "../../src/providers/payments/index.ts";
import { FakeStripe } from "../payments/stripe-fake.ts";
import { signedInAs } from "../support/accounts.ts";
import { type TestApp, useTestApp } from "../support/test-app.ts";

const fake = new FakeStripe();
const stripeEnv: Record<string, string> = {
  PUBLIC_URL: "https://automobi.test",
  STRIPE_SECRET_KEY: "sk_test_fake",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret",
};
beforeAll(async () => {
  await fake.start();
  stripeEnv.STRIPE_API_URL = fake.url;
});
afterAll(() => fake.stop());

const plain = useTestApp();
const secured = useTestApp({ env: stripeEnv });
const cookies = { plain: "", secured: "" };
beforeAll(async () => {
  cookies.plain = await signedInAs(plain.app, plain.db, "staff@example.com", "admin");
  cookies.secured = await signedInAs(secured.app, secured.db, "staff@example.com", "admin");
});

async function status(ctx: TestApp, cookie: string) {
  const res = await ctx.app.inject({
    method: "GET",
    url: "/api/admin/production-status",
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("GET /api/admin/production-status", () => {
  it("on plain http with the test checkout: database and auth ready, payments not live, no SSL", async () => {
    const answer = await status(plain, cookies.plain);
    expect(answer).toMatchObject({
      database: true,
      authentication: true,
      payments: { ok: true, live: false, provider: "test" },
      ssl: false,
      ready: false,
    });
    expect(Date.parse(answer.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("behind https with Stripe: SSL secured and Stripe asked for its health", async () => {
    const before = fake.requests.filter((r) => r.path === "/v1/balance").length;
    const answer = await status(secured, cookies.secured);
    expect(answer).toMatchObject({
      database: true,
      authentication: true,
      payments: { ok: true, live: false, provider: "stripe" },
      ssl: true,
      ready: false, // a Stripe test key takes no real money
    });
    expect(fake.requests.filter((r) => r.path === "/v1/balance").length).toBe(before + 1);
  });

  it("reports an unreachable Stripe as an issue", async () => {
    fake.down = true;
    try {
      const answer = await status(secured, cookies.secured);
      expect(answer.payments).toEqual({ ok: false, live: false, provider: "stripe" });
    } finally {
      fake.down = false;
    }
  });
});

describe("the checks themselves", () => {
  it("a database that does not answer is not ready", async () => {
    const closed = await openDatabase({ kind: "pglite" });
    await closed.close();
    const answer = await productionStatus(
      {
        database: closed,
        auth: plain.app.services.auth,
        config: plain.config,
        provider: createPaymentProvider(plain.config, plain.db),
      },
      { headers: {} } as FastifyRequest,
    );
    expect(answer).toMatchObject({ database: false, authentication: false, ready: false });
  });

  it("authentication needs a session that reads back, and the site's own base URL", async () => {
    const { auth } = plain.app.services;
    const signedIn = { headers: { cookie: cookies.plain } } as unknown as FastifyRequest;
    expect(await authenticationWorks(auth, signedIn, plain.config.publicUrl)).toBe(true);
    expect(await authenticationWorks(auth, signedIn, "https://elsewhere.example")).toBe(false);
    const signedOut = { headers: {} } as FastifyRequest;
    expect(await authenticationWorks(auth, signedOut, plain.config.publicUrl)).toBe(false);
  });
});
