import { describe, expect, it } from "vitest";
import {
  confirmEmail,
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  register,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const lines: string[] = [];
const ctx = useTestApp({
  env: { LOG_LEVEL: "info" },
  logStream: { write: (line) => void lines.push(line) },
});

describe("logs", () => {
  it("record sign-ins, failures and resets without passwords, tokens or cookies", async () => {
    const email = "logged@example.com";
    await register(ctx.app, { email });
    await confirmEmail(ctx.app, ctx.db, email);
    const ok = await signIn(ctx.app, email, GOOD_PASSWORD, true);
    const cookie = cookieHeader(ok);
    await signIn(ctx.app, email, "Wrong-Password-9");
    await ctx.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      payload: { email, redirectTo: "/reset-password" },
    });
    const mail = await latestEmail(ctx.db, email, "password-reset");
    const resetPath = linkIn(mail!.text, "/reset-password/");
    const redirect = await ctx.app.inject({ method: "GET", url: resetPath });
    const token = new URL(redirect.headers.location as string, "http://x").searchParams.get(
      "token",
    )!;
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, newPassword: "Next-Password-5" },
    });

    const log = lines.join("");
    expect(log).toContain("auth: sign-in succeeded");
    expect(log).toContain("auth: sign-in failed");
    expect(log).toContain("auth: password reset requested");
    expect(log).toContain("auth: password reset completed");
    for (const secret of [
      GOOD_PASSWORD,
      "Wrong-Password-9",
      "Next-Password-5",
      token,
      ok.cookies[0]!.value,
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/cookie":/i);
  });
});
