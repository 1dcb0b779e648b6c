import { describe, expect, it } from "vitest";
import {
  confirmEmail,
  cookieHeader,
  GOOD_PASSWORD,
  nextClientIp,
  register,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const DAY = 24 * 60 * 60;

async function confirmedAccount(email: string) {
  expect((await register(ctx.app, { email })).statusCode).toBe(201);
  await confirmEmail(ctx.app, ctx.db, email);
}

const sessionCookie = (res: Awaited<ReturnType<typeof signIn>>) =>
  res.cookies.find((c) => c.name.endsWith("session_token"));

async function sessionOf(cookie: string) {
  const res = await ctx.app.inject({
    method: "GET",
    url: "/api/auth/get-session",
    headers: { cookie },
  });
  return res.json();
}

describe("signing in", () => {
  it.each([
    [{ email: "", password: GOOD_PASSWORD }, "email", "Email is required"],
    [
      { email: "not-an-email", password: GOOD_PASSWORD },
      "email",
      "Please enter a valid email address",
    ],
    [{ email: "someone@example.com", password: "" }, "password", "Password is required"],
    [{ email: "someone@example.com" }, "password", "Password is required"],
  ])("refuses %j with the spec's message for %s", async (payload, field, message) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: nextClientIp(),
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ [field]: message });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("keeps a remembered session for 30 days in an HttpOnly, SameSite=Lax cookie", async () => {
    await confirmedAccount("remember@example.com");
    const res = await signIn(ctx.app, "remember@example.com", GOOD_PASSWORD, true);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.maxAge).toBe(30 * DAY);
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe("lax");
    expect(cookie.secure).toBeFalsy();
  });

  it("ends an unremembered session with the browser: no Max-Age or Expires", async () => {
    await confirmedAccount("forget@example.com");
    const res = await signIn(ctx.app, "forget@example.com", GOOD_PASSWORD, false);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect((await sessionOf(cookieHeader(res))).user.email).toBe("forget@example.com");
  });

  it("never shows the session token to scripts: it lives only in the HttpOnly cookie", async () => {
    await confirmedAccount("hidden.token@example.com");
    const res = await signIn(ctx.app, "hidden.token@example.com", GOOD_PASSWORD, true);
    const token = sessionCookie(res)!.value.split(".")[0]!;
    expect(res.json().user.email).toBe("hidden.token@example.com");
    expect(res.body).not.toContain(token);
    const session = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeader(res) },
    });
    expect(session.json().user.email).toBe("hidden.token@example.com");
    expect(session.body).not.toContain(token);
  });

  it("answers a wrong password with the server's message and no cookie", async () => {
    await confirmedAccount("wrong@example.com");
    const res = await signIn(ctx.app, "wrong@example.com", "Not-The-Password-1");
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe("Invalid email or password");
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("signing out revokes the session on the server, not just the cookie", async () => {
    await confirmedAccount("leaver@example.com");
    const cookie = cookieHeader(await signIn(ctx.app, "leaver@example.com", GOOD_PASSWORD, true));
    expect((await sessionOf(cookie))?.user.email).toBe("leaver@example.com");
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // The old cookie, replayed, no longer opens a session.
    expect(await sessionOf(cookie)).toBeNull();
  });

  it("signs out a POST with no body and no content type, as a bare fetch sends it", async () => {
    await confirmedAccount("bare-leaver@example.com");
    const cookie = cookieHeader(
      await signIn(ctx.app, "bare-leaver@example.com", GOOD_PASSWORD, true),
    );
    const out = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: ctx.config.publicUrl },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
  });
});

describe("session defaults and closed endpoints", () => {
  it("treats a sign-in that leaves rememberMe out as unremembered, as the form's default", async () => {
    await confirmedAccount("no.choice@example.com");
    const res = await signIn(ctx.app, "no.choice@example.com", GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res)!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
  });

  it("closes better-auth's endpoints the product does not use", async () => {
    await confirmedAccount("closed.doors@example.com");
    const cookie = cookieHeader(await signIn(ctx.app, "closed.doors@example.com", GOOD_PASSWORD));
    const headers = { cookie, origin: ctx.config.publicUrl };
    for (const [method, url, payload] of [
      ["GET", "/api/auth/list-sessions", undefined],
      [
        "POST",
        "/api/auth/update-user",
        { name: "x".repeat(900_000), image: "javascript:alert(1)" },
      ],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["GET", "/api/auth/list-accounts", undefined],
      ["POST", "/api/auth/delete-user", {}],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.body).not.toContain(cookie.split("=")[1]!.split(".")[0]!);
    }
    expect((await sessionOf(cookie)).user.name).toBe("Priya Shah");
  });
});
