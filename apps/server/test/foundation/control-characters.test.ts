import { CONTROL_CHARACTER_MESSAGE } from "@automobi/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminMessages, emailOutbox, user } from "../../src/db/schema/index.ts";
import { nextClientIp, registration, signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";

const logLines: string[] = [];
const ctx = useTestApp({
  env: { LOG_LEVEL: "info" },
  logStream: { write: (line) => void logLines.push(line) },
  extend(app) {
    // A statement PostgreSQL refuses, with the kind of values a real one carries.
    app.get("/api/test/failing-query", { config: { access: "public" } }, async () => {
      await ctx.db.execute(
        sql`select ${"07700 900555"}::text as mobile, ${"private.person@example.com"}::int`,
      );
    });
  },
});

const NUL = "\u0000";
const rowCount = async (table: typeof user | typeof emailOutbox) =>
  (await ctx.db.select().from(table)).length;

describe("control characters in input", () => {
  it("refuses a NUL byte with a 400 naming the field on every route that stores text, signed out", async () => {
    const usersBefore = await rowCount(user);
    const mailsBefore = await rowCount(emailOutbox);
    const cases = [
      [
        "/api/register",
        registration({ firstName: `Pri${NUL}ya`, email: "nul@example.com" }),
        "firstName",
      ],
      ["/api/register", registration({ email: `nul${NUL}@example.com` }), "email"],
      ["/api/auth/sign-in/email", { email: `a${NUL}@example.com`, password: "x" }, "email"],
      ["/api/auth/sign-in/email", { email: "a@example.com", password: `pw${NUL}` }, "password"],
      ["/api/auth/request-password-reset", { email: `a${NUL}@example.com` }, "email"],
      ["/api/auth/reset-password", { token: `t${NUL}`, newPassword: "Sturdy-Pass-42" }, "token"],
      ["/api/auth/send-verification-email", { email: `a${NUL}@example.com` }, "email"],
    ] as const;
    for (const [url, payload, field] of cases) {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        remoteAddress: nextClientIp(),
        payload,
      });
      expect(res.statusCode, `${url} ${field}`).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_FAILED");
      expect(res.json().error.fields).toEqual({ [field]: CONTROL_CHARACTER_MESSAGE });
    }
    const link = await ctx.app.inject({ method: "GET", url: "/api/auth/verify-email?token=%00" });
    expect(link.statusCode).toBe(400);
    expect(await rowCount(user)).toBe(usersBefore);
    expect(await rowCount(emailOutbox)).toBe(mailsBefore);
  });

  it("refuses control characters in a signed-in customer's text, keeping tab and newline", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "typist@example.com");
    const headers = { cookie, origin: ctx.config.publicUrl };
    for (const bad of [NUL, "\u0007", "\u001b[31m"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/quote-requests",
        headers,
        payload: quoteForm({ description: `Brakes squeal${bad}` }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ description: CONTROL_CHARACTER_MESSAGE });
    }
    const profile = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      headers,
      payload: { address: `1 High St${NUL}` },
    });
    expect(profile.json().error.fields).toEqual({ address: CONTROL_CHARACTER_MESSAGE });
    const multiLine = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers,
      payload: quoteForm({ description: "Brakes squeal\n\tmostly when cold" }),
    });
    expect(multiLine.statusCode).toBe(201);
  });

  it("refuses a lone UTF-16 surrogate like a control character, in a name, a make and a reply", async () => {
    const usersBefore = await rowCount(user);
    for (const bad of ["\ud800", "Pri\udfffya", "ya\ud83d"]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/register",
        remoteAddress: nextClientIp(),
        payload: registration({ firstName: bad, email: "surrogate@example.com" }),
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().error.fields).toEqual({ firstName: CONTROL_CHARACTER_MESSAGE });
    }
    expect(await rowCount(user)).toBe(usersBefore);

    const cookie = await signedInAs(ctx.app, ctx.db, "surrogates@example.com");
    const headers = { cookie, origin: ctx.config.publicUrl };
    const made = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers,
      payload: quoteForm({ make: "Ford\ud800" }),
    });
    expect(made.statusCode).toBe(400);
    expect(made.json().error.fields).toEqual({ make: CONTROL_CHARACTER_MESSAGE });

    const created = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers,
      payload: quoteForm(),
    });
    expect(created.statusCode).toBe(201);
    const [message] = await ctx.db
      .insert(adminMessages)
      .values({
        quoteRequestId: created.json().id,
        adminEmail: "staff@example.com",
        customerEmail: "surrogates@example.com",
        subject: "About your Golf",
        message: "Could you send a photo?",
      })
      .returning({ id: adminMessages.id });
    const reply = await ctx.app.inject({
      method: "POST",
      url: `/api/messages/${message!.id}/replies`,
      headers,
      payload: { message: "Here it is \udc00" },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.fields).toEqual({ message: CONTROL_CHARACTER_MESSAGE });
    // A whole pair (an emoji) is ordinary text.
    const emoji = await ctx.app.inject({
      method: "POST",
      url: `/api/messages/${message!.id}/replies`,
      headers,
      payload: { message: "Here it is \ud83d\ude97" },
    });
    expect(emoji.statusCode, emoji.body).toBe(201);
  });

  it("logs a failed statement without its parameters", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/test/failing-query" });
    expect(res.statusCode).toBe(500);
    const log = logLines.join("");
    expect(log).toContain("unhandled error");
    expect(log).toContain("Failed query");
    expect(log).not.toContain("07700 900555");
    expect(log).not.toContain("private.person@example.com");
  });
});
