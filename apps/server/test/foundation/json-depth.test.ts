import { describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import { nextClientIp, registration, signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

const DEEP_MESSAGE = "The request body is nested too deeply.";

describe("deeply nested JSON", () => {
  it("is refused with a 400 before any route sees it, signed out and signed in, whatever the depth", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "deep@example.com");
    const usersBefore = (await ctx.db.select().from(user)).length;
    const routes = [
      ["POST", "/api/auth/sign-in/email", false],
      ["POST", "/api/auth/sign-out", false],
      ["POST", "/api/auth/request-password-reset", false],
      ["POST", "/api/auth/reset-password", false],
      ["POST", "/api/register", false],
      ["POST", "/api/quote-requests", true],
      ["PUT", "/api/profile", true],
      ["POST", "/api/vehicle-lookup", true],
      ["POST", "/api/no-such-route", false],
    ] as const;
    for (const [method, url, signedIn] of routes) {
      for (const body of [arrays(5_000), objects(5_000), arrays(100_000), `{"x":${arrays(200)}}`]) {
        const res = await ctx.app.inject({
          method,
          url,
          remoteAddress: nextClientIp(),
          headers: {
            "content-type": "application/json",
            origin: ctx.config.publicUrl,
            ...(signedIn ? { cookie } : {}),
          },
          payload: body,
        });
        expect(res.statusCode, `${method} ${url} ${body.length}`).toBe(400);
        expect(res.json().error).toEqual({ code: "VALIDATION_FAILED", message: DEEP_MESSAGE });
      }
    }
    expect((await ctx.db.select().from(user)).length).toBe(usersBefore);
  });

  it("takes ordinary bodies, brackets inside their text included", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "shallow@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { cookie, origin: ctx.config.publicUrl, "content-type": "application/json" },
      payload: JSON.stringify(
        quoteForm({ description: `Rattles "loudly" \\ ${"[{".repeat(900)}` }),
      ),
    });
    expect(res.statusCode, res.body).toBe(201);
    const reg = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      remoteAddress: nextClientIp(),
      headers: { "content-type": "application/json; charset=utf-8" },
      payload: JSON.stringify(registration({ email: "brackets@example.com", lastName: "[[[]]]" })),
    });
    expect(reg.statusCode, reg.body).toBe(201);
  });

  it("reads 32 levels and refuses the 33rd", async () => {
    const send = (payload: string) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress: nextClientIp(),
        headers: { "content-type": "application/json" },
        payload,
      });
    const deepest = await send(`{"email":${arrays(31)},"password":"x"}`);
    expect(deepest.statusCode).toBe(400);
    expect(deepest.json().error.message).not.toBe(DEEP_MESSAGE);
    expect(deepest.json().error.fields).toHaveProperty("email");
    const tooDeep = await send(`{"email":${arrays(32)},"password":"x"}`);
    expect(tooDeep.json().error.message).toBe(DEEP_MESSAGE);
  });
});
