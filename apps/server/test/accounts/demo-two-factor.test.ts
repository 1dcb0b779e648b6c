import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, seedDemo } from "../../src/demo/seed.ts";
import { resolveAuthSecret } from "../../src/secrets.ts";
import { cookieHeader } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { totpCode } from "../support/totp.ts";

const ctx = useTestApp();

beforeAll(async () => {
  await seedDemo(ctx.db, { authSecret: resolveAuthSecret(ctx.config) });
});

describe("the demo staff accounts", () => {
  it.each(["admin@example.com", "superadmin@example.com"])(
    "%s signs in with the password and a code from the key in the README",
    async (email) => {
      const challenge = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        payload: { email, password: DEMO_PASSWORD },
      });
      expect(challenge.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
      const coded = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/two-factor/verify-totp",
        headers: { cookie: cookieHeader(challenge), origin: ctx.config.publicUrl },
        payload: { code: totpCode(DEMO_STAFF_TOTP_SECRET) },
      });
      expect(coded.statusCode, coded.body).toBe(200);
      const outbox = await ctx.app.inject({
        method: "GET",
        url: "/api/admin/outbox",
        headers: { cookie: cookieHeader(coded) },
      });
      expect(outbox.statusCode).toBe(200);
    },
  );

  it("a demo customer signs in with the password alone", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "customer@example.com", password: DEMO_PASSWORD },
    });
    expect(res.json().user.email).toBe("customer@example.com");
  });
});
