import { describe, expect, it } from "vitest";
import { confirmEmail, GOOD_PASSWORD, register, signIn } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp({ env: { PUBLIC_URL: "https://automobi.test" } });

describe("behind https", () => {
  it("marks the session cookie Secure, HttpOnly and SameSite=Lax, and sends HSTS", async () => {
    await register(ctx.app, { email: "secure@example.com" });
    await confirmEmail(ctx.app, ctx.db, "secure@example.com");
    const res = await signIn(ctx.app, "secure@example.com", GOOD_PASSWORD, true);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.endsWith("session_token"))!;
    expect(cookie.secure).toBe(true);
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe("lax");
    const page = await ctx.app.inject({ method: "GET", url: "/api/live" });
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    expect(String(page.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });
});
