import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, latestEmail, signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });

/** Each test uses its own client IP (via a trusted proxy header) so limits don't leak between tests. */
const from = (ip: string) => ({ "x-forwarded-for": ip });

async function expectLimited(
  send: () => Promise<{ statusCode: number; headers: Record<string, unknown>; json: () => any }>,
  allowed: number,
  { together = false } = {},
) {
  if (together) {
    // All at once, as a burst arrives: none is limited, however the hits interleave.
    const answers = await Promise.all(Array.from({ length: allowed }, () => send()));
    answers.forEach((res, i) => {
      expect(res.statusCode, `request ${i + 1} of ${allowed}`).not.toBe(429);
    });
  } else {
    for (let i = 0; i < allowed; i++) {
      const res = await send();
      expect(res.statusCode, `request ${i + 1} of ${allowed}`).not.toBe(429);
    }
  }
  const limited = await send();
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  expect(limited.json().error).toEqual({
    code: "RATE_LIMITED",
    message: "Too many attempts. Please wait a moment and try again.",
  });
}

describe("rate limits", () => {
  it("limits sign-in per client IP", async () => {
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: from("10.0.0.1"),
          payload: { email: `x${Math.random()}@example.com`, password: "Wrong-pass-1" },
        }),
      30,
    );
  });

  it("limits registration per IP and per e-mail", async () => {
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/register",
          headers: from("10.2.0.1"),
          payload: {
            firstName: "A",
            lastName: "B",
            email: `ip${n++}@example.com`,
            phone: "07700900123",
            postcode: "SW1A 1AA",
            password: GOOD_PASSWORD,
          },
        }),
      10,
    );
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/register",
          headers: from(`10.2.1.${n++}`),
          payload: {
            firstName: "A",
            lastName: "B",
            email: "same@example.com",
            phone: "07700900123",
            postcode: "SW1A 1AA",
            password: GOOD_PASSWORD,
          },
        }),
      3,
    );
  });

  it("limits forgot-password per IP and per e-mail", async () => {
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          headers: from("10.3.0.1"),
          payload: { email: `f${n++}@example.com` },
        }),
      10,
    );
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          headers: from(`10.3.1.${n++}`),
          payload: { email: "forgetful@example.com" },
        }),
      3,
    );
  });

  // better-auth answers a resend no sooner than 0.5 s, whether or not the account exists: the
  // allowed requests are sent together rather than one after another.
  it("limits resending the confirmation per IP and per e-mail", async () => {
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/send-verification-email",
          headers: from("10.4.0.1"),
          payload: { email: `r${n++}@example.com` },
        }),
      10,
      { together: true },
    );
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/send-verification-email",
          headers: from(`10.4.1.${n++}`),
          payload: { email: "resend@example.com" },
        }),
      3,
      { together: true },
    );
  });

  it("limits password changes per account", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "changer@example.com");
    let n = 0;
    let current = GOOD_PASSWORD;
    await expectLimited(async () => {
      const next = `Changed-Pass-${n}`;
      const res = await ctx.app.inject({
        method: "PUT",
        url: "/api/profile",
        headers: { cookie, origin: ctx.config.publicUrl, ...from(`10.5.0.${n++}`) },
        payload: { newPassword: next, currentPassword: current },
      });
      if (res.statusCode === 200) current = next;
      return res;
    }, 5);
  });

  it("limits e-mail changes per account", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "mover@example.com");
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "PUT",
          url: "/api/profile",
          headers: { cookie, origin: ctx.config.publicUrl, ...from(`10.9.0.${n++}`) },
          payload: { email: `moved${n}@example.com`, currentPassword: GOOD_PASSWORD },
        }),
      3,
    );
    expect(await latestEmail(ctx.db, "moved4@example.com", "email-change")).toBeUndefined();
  });

  it("limits e-mail changes per client IP", async () => {
    const cookies: string[] = [];
    for (let i = 0; i < 4; i++) {
      cookies.push(await signedInAs(ctx.app, ctx.db, `ip.mover${i}@example.com`));
    }
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "PUT",
          url: "/api/profile",
          headers: {
            cookie: cookies[Math.floor(n / 3)]!,
            origin: ctx.config.publicUrl,
            ...from("10.9.1.1"),
          },
          payload: { email: `elsewhere${n++}@example.com`, currentPassword: GOOD_PASSWORD },
        }),
      10,
    );
  });

  it("takes the client IP from the trusted proxy, so a rotating spoofed header from elsewhere gains nothing", async () => {
    // Requests from an untrusted peer: its X-Forwarded-For is ignored and its own address counts.
    let n = 0;
    await expectLimited(
      () =>
        ctx.app.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          remoteAddress: "203.0.113.9",
          headers: from(`10.6.0.${n++}`),
          payload: { email: `s${n}@example.com` },
        }),
      10,
    );
  });
});

describe("cross-site requests", () => {
  it("refuses a state-changing API call from a foreign Origin", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "victim@example.com");
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie, origin: "https://evil.example" },
      payload: { fullName: "Hacked Name" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    const same = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: { fullName: "Real Name" },
    });
    expect(same.statusCode).toBe(200);
  });

  it("refuses a session cookie on a state-changing call that proves no same-origin page sent it", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "no.origin@example.com");
    const bare = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie },
      payload: { fullName: "Forged Name" },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json().error.code).toBe("FORBIDDEN");
    const fetched = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers: { cookie, "sec-fetch-site": "same-origin" },
      payload: { fullName: "Own Name" },
    });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json().profile.fullName).toBe("Own Name");
  });

  it("never limits reading the session: many people can share one address", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "busy.reader@example.com");
    for (let i = 0; i < 150; i++) {
      const res = await ctx.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie, origin: ctx.config.publicUrl, ...from("10.8.0.1") },
      });
      expect(res.statusCode, `read ${i + 1}`).toBe(200);
    }
  });

  it("refuses a forgot-password request from a foreign Origin, and sends nothing", async () => {
    await signedInAs(ctx.app, ctx.db, "phished@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: { origin: "https://evil.example", ...from("10.7.1.1") },
      payload: { email: "phished@example.com", redirectTo: "/reset-password" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
    expect(await latestEmail(ctx.db, "phished@example.com", "password-reset")).toBeUndefined();
  });

  it("better-auth refuses a foreign Origin on its own routes too", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "https://evil.example", cookie: "x=1", ...from("10.7.0.1") },
      payload: { email: "victim@example.com", password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name.endsWith("session_token"))).toBeUndefined();
  });
});
