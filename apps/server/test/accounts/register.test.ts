import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, profiles, user } from "../../src/db/schema/index.ts";
import {
  confirmEmail,
  cookieHeader,
  followConfirmationLink,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  register,
  registration,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { alternateMedians } from "./timing.ts";

const ctx = useTestApp();

describe("POST /api/register", () => {
  it.each([
    ["firstName", "", "First name is required"],
    ["lastName", "  ", "Last name is required"],
    ["email", "", "Email is required"],
    ["email", "not-an-email", "Please enter a valid email address"],
    ["phone", "", "Phone number is required"],
    ["phone", "12345", "Please enter a valid UK phone number"],
    ["postcode", "", "Postcode is required"],
    ["password", "short", "Password does not meet security requirements"],
    ["password", "alllowercase1!", "Password does not meet security requirements"],
  ])("refuses %s = %j with '%s'", async (field, value, message) => {
    const res = await register(ctx.app, {
      [field]: value,
      email: field === "email" ? value : "v@example.com",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it("creates an unconfirmed account with its profile, a welcome e-mail and a confirmation link", async () => {
    const res = await register(ctx.app, { email: "new.customer@example.com" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: "confirmation_sent", email: "new.customer@example.com" });

    const [account] = await ctx.db
      .select()
      .from(user)
      .where(eq(user.email, "new.customer@example.com"));
    expect(account).toMatchObject({ name: "Priya Shah", emailVerified: false, role: "customer" });
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({
      firstName: "Priya",
      lastName: "Shah",
      postcode: "SW1A 1AA",
      mobile: "07700900123",
    });

    const welcome = await latestEmail(ctx.db, "new.customer@example.com", "welcome");
    expect(welcome?.subject).toBe("Welcome to Automobi");
    const confirmation = await latestEmail(
      ctx.db,
      "new.customer@example.com",
      "email-confirmation",
    );
    expect(confirmation?.text).toContain("/api/auth/verify-email?token=");
  });

  it("refuses sign-in until the e-mail is confirmed, then lets the customer in", async () => {
    const email = "confirm.me@example.com";
    expect((await register(ctx.app, { email })).statusCode).toBe(201);

    const early = await signIn(ctx.app, email, GOOD_PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe("EMAIL_NOT_VERIFIED");

    const confirmed = await confirmEmail(ctx.app, ctx.db, email);
    expect(confirmed.json().next).toBe("/login?confirmed=1");

    const res = await signIn(ctx.app, email, GOOD_PASSWORD);
    expect(res.statusCode).toBe(200);
    const session = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeader(res) },
    });
    expect(session.json().user).toMatchObject({ email, role: "customer" });
  });

  it("signs the customer in where the confirmation link is followed, once", async () => {
    const email = "straight.in@example.com";
    expect((await register(ctx.app, { email, returnTo: "quote-request" })).statusCode).toBe(201);
    const mail = await latestEmail(ctx.db, email, "email-confirmation");
    const url = linkIn(mail!.text, "/verify-email");

    const confirmed = await followConfirmationLink(ctx.app, url);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().next, "back to the kept quote draft").toBe(
      "/quote-request?confirmed=1",
    );
    const session = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeader(confirmed) },
    });
    expect(session.json()?.user).toMatchObject({ email, emailVerified: true, role: "customer" });

    // The same link again, once the address is confirmed, opens no second session.
    const again = await ctx.app.inject({ method: "GET", url });
    expect(again.statusCode).toBe(302);
    const cookies = [again.headers["set-cookie"] ?? []].flat().join(";");
    expect(cookies).not.toContain("session_token");
  });

  it("answers the spec's 'Account exists' for a confirmed account", async () => {
    const email = "taken@example.com";
    await register(ctx.app, { email });
    await confirmEmail(ctx.app, ctx.db, email);
    const again = await register(ctx.app, { email, firstName: "Someone", lastName: "Else" });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: "CONFLICT",
      message: "An account with this email already exists. Please try logging in instead.",
    });
  });

  it("answers an unconfirmed account like a new one and sends the link again", async () => {
    const email = "pending@example.com";
    const first = await register(ctx.app, { email });
    const before = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    const second = await register(ctx.app, { email, firstName: "Mallory" });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    const after = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(after.filter((m) => m.template === "email-confirmation").length).toBe(
      before.filter((m) => m.template === "email-confirmation").length + 1,
    );
    const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(account?.name).toBe("Mallory Shah");
  });

  it("repeats for an unconfirmed account exactly the e-mails of a new one, for the new registrant", async () => {
    const email = "pending.twice@example.com";
    const templatesOf = async () =>
      (await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)))
        .map((m) => m.template)
        .sort();
    expect((await register(ctx.app, { email })).statusCode).toBe(201);
    const afterFirst = await templatesOf();
    expect(afterFirst).toEqual(["email-confirmation", "welcome"]);

    const again = await register(ctx.app, { email, firstName: "Mallory", phone: "07700 900999" });
    expect(again.statusCode).toBe(201);
    expect(await templatesOf()).toEqual([...afterFirst, ...afterFirst].sort());
    expect((await latestEmail(ctx.db, email, "welcome"))?.text).toContain("Hello Mallory,");
    const [account] = await ctx.db.select().from(user).where(eq(user.email, email));
    const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({ firstName: "Mallory", mobile: "07700900999" });
  });

  it("answers a repeated registration of an unconfirmed e-mail in about the time of a new one", async () => {
    const rounds = 5;
    for (let i = 0; i < rounds; i++) {
      expect((await register(ctx.app, { email: `waiting${i}@example.com` })).statusCode).toBe(201);
    }
    const times = await alternateMedians(
      rounds,
      async (i) =>
        expect((await register(ctx.app, { email: `fresh${i}@example.com` })).statusCode).toBe(201),
      async (i) =>
        expect((await register(ctx.app, { email: `waiting${i}@example.com` })).statusCode).toBe(
          201,
        ),
    );
    // better-auth's resend route waits at least 500 ms, about 7 times a new sign-up here. The
    // bound is generous so that a busy shared machine cannot fail it by chance.
    expect(times.second / times.first).toBeLessThan(3);
    expect(times.first / times.second).toBeLessThan(3);
  });

  it("cannot be bypassed through better-auth's own sign-up route", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      payload: { ...registration({ email: "sneaky@example.com" }), name: "x" },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the confirmation link's destination", () => {
  it("returns to the quote form when the account was made there", async () => {
    const email = "from.quote@example.com";
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: { ...registration({ email }), returnTo: "quote-request" },
    });
    expect(res.statusCode).toBe(201);
    const confirmed = await confirmEmail(ctx.app, ctx.db, email);
    expect(confirmed.json().next).toBe("/quote-request?confirmed=1");
  });

  it("refuses any other destination", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/register",
      payload: {
        ...registration({ email: "elsewhere@example.com" }),
        returnTo: "https://evil.example",
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.returnTo).toBeTruthy();
  });
});
