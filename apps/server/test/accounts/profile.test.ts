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
    const res = await put(cookie, { postcode: "NOT A CODE", phone: "123", newPassword: "weak" });
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
    const res = await put(laptop, { newPassword: "Brand-New-Pass-9" });
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
    const res = await put(cookie, { email: "new.address@example.com" });
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
});
