import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  signedInAs,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

const put = (cookie: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/profile",
    headers: { cookie, origin: ctx.config.publicUrl },
    payload,
  });
const get = (cookie: string) =>
  ctx.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } });

describe("the profile API", () => {
  it("needs a session", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/profile" })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: "PUT", url: "/api/profile", payload: {} })).statusCode,
    ).toBe(401);
  });

  it("shows what registration stored", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "shown@example.com");
    expect((await get(cookie)).json()).toEqual({
      email: "shown@example.com",
      fullName: "Priya Shah",
      firstName: "Priya",
      lastName: "Shah",
      phone: "07700900123",
      postcode: "SW1A 1AA",
      address: null,
    });
  });

  it("splits the full name on the first space, stores blanks as null and normalises the postcode", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "update@example.com");
    const res = await put(cookie, {
      fullName: "Mary Jane Watson",
      phone: "",
      postcode: "ec1a1bb",
      address: "  1 High Street, London  ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      firstName: "Mary",
      lastName: "Jane Watson",
      phone: null,
      postcode: "EC1A 1BB",
      address: "1 High Street, London",
    });
  });

  it("refuses a bad postcode, phone or weak new password with the field's message", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "bad.input@example.com");
    const res = await put(cookie, {
      postcode: "NOT A CODE",
      phone: "123",
      newPassword: "weak",
      currentPassword: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      postcode: "Please enter a valid UK postcode",
      phone: "Please enter a valid UK phone number",
      newPassword: "Password does not meet security requirements",
    });
  });

  it("refuses a cleared full name, as Settings and /profile both do, and keeps the name", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "blank.name@example.com");
    for (const fullName of ["", "   "]) {
      const res = await put(cookie, { fullName });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ fullName: "Please enter your full name" });
    }
    expect((await get(cookie)).json()).toMatchObject({ fullName: "Priya Shah" });
  });

  it("a new password signs out the other sessions but keeps this one", async () => {
    const email = "two.devices@example.com";
    const laptop = await signedInAs(ctx.app, ctx.db, email);
    const phone = cookieHeader(await signIn(ctx.app, email, GOOD_PASSWORD, true));
    const res = await put(laptop, {
      newPassword: "Brand-New-Pass-9",
      currentPassword: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(laptop)).statusCode).toBe(200);
    expect((await get(phone)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, "Brand-New-Pass-9")).statusCode).toBe(200);
  });

  it("better-auth's own change-password route is closed: it would skip the profile's rules", async () => {
    const email = "side.door@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    const other = cookieHeader(await signIn(ctx.app, email, GOOD_PASSWORD, true));
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: {
        currentPassword: GOOD_PASSWORD,
        newPassword: "Side-Door-Pass-1",
        revokeOtherSessions: false,
      },
    });
    expect(res.statusCode).toBe(404);
    expect((await get(other)).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, "Side-Door-Pass-1")).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("a new e-mail is confirmed from the new address before it is used", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "old.address@example.com");
    const res = await put(cookie, {
      email: "new.address@example.com",
      currentPassword: GOOD_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailChangePending).toBe(true);
    const [stored] = await ctx.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.email, "old.address@example.com"));
    expect(stored?.email).toBe("old.address@example.com");
    const mail = await latestEmail(ctx.db, "new.address@example.com", "email-change");
    expect(mail?.subject).toBe("Confirm your new e-mail address for Automobi");
    expect(mail?.text).toContain("/api/auth/verify-email?token=");
  });

  it("asks for the current password before a new password or e-mail, and refuses a wrong one", async () => {
    const email = "borrowed.laptop@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    for (const change of [{ newPassword: "Taken-Over-Pass-1" }, { email: "thief@example.com" }]) {
      const missing = await put(cookie, change);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.fields).toEqual({
        currentPassword:
          "Please enter your current password to change your password or e-mail address",
      });
      const wrong = await put(cookie, { ...change, currentPassword: "Not-My-Pass-1" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.fields).toEqual({
        currentPassword: "Your current password is incorrect",
      });
    }
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(ctx.app, email, "Taken-Over-Pass-1")).statusCode).toBe(401);
    expect(await latestEmail(ctx.db, "thief@example.com", "email-change")).toBeUndefined();

    // Other details, and the e-mail sent unchanged, need no password.
    const details = await put(cookie, { fullName: "Priya Shah-Jones", email });
    expect(details.statusCode).toBe(200);
  });

  it("counts a wrong current password as a failed sign-in of the account", async () => {
    const email = "guessed@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    let refused = 0;
    for (let i = 0; i < 12 && refused === 0; i++) {
      const res = await put(cookie, {
        newPassword: "Taken-Over-Pass-1",
        currentPassword: `G-${i}!a`,
      });
      if (res.statusCode === 429) refused = i + 1;
      else expect(res.statusCode).toBe(400);
    }
    expect(refused, "the sign-in limiter stops the guessing").toBe(9);
    // Signing in from the same address is held back by the same count.
    const signInHere = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email, password: GOOD_PASSWORD },
    });
    expect(signInHere.statusCode).toBe(429);
  });

  it("better-auth's change-email route is closed: it would skip the current password", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "no.side.door@example.com");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-email",
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: { newEmail: "elsewhere@example.com" },
    });
    expect(res.statusCode).toBe(404);
    expect(await latestEmail(ctx.db, "elsewhere@example.com", "email-change")).toBeUndefined();
  });
});
