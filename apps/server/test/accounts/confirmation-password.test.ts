import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  followConfirmationLink,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  nextClientIp,
  register,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const ATTACKER_PASSWORD = "Attacker-Pass-66";
const NEW_PASSWORD = "Chosen-On-Page-9";

/** The path of the newest confirmation link in an address's inbox. */
async function newestLink(email: string): Promise<string> {
  const mail = await latestEmail(ctx.db, email, "email-confirmation");
  return linkIn(mail!.text, "/verify-email");
}

async function isConfirmed(email: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
  return row!.emailVerified;
}

/**
 * The owner follows the link in their inbox as a browser does: the link, then, if it opens a
 * page asking for the password, their own password typed there.
 */
async function ownerFollows(path: string, password: string) {
  const link = await ctx.app.inject({ method: "GET", url: path });
  expect(link.statusCode).toBe(302);
  if (!String(link.headers.location).startsWith("/confirm-email?")) return link;
  const confirmed = await followConfirmationLink(ctx.app, path, password);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed;
}

const confirmForm = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/confirm-email",
    remoteAddress: nextClientIp(),
    payload,
  });

const tokenOf = (path: string) => new URL(path, "http://localhost").searchParams.get("token")!;

describe("a registration confirmed from the inbox, after someone else registered the address", () => {
  it("works only with the password the owner gives on the link's page, not the other registration's", async () => {
    const email = "owner.takeover@example.com";
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    await register(ctx.app, { email, password: ATTACKER_PASSWORD, firstName: "Mallory" });

    await ownerFollows(await newestLink(email), GOOD_PASSWORD);

    expect(await isConfirmed(email)).toBe(true);
    expect((await signIn(ctx.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("works only with the owner's password when they asked for a new link after theirs was withdrawn", async () => {
    const email = "owner.resends@example.com";
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    await register(ctx.app, { email, password: ATTACKER_PASSWORD, firstName: "Mallory" });
    const resend = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      remoteAddress: nextClientIp(),
      payload: { email, callbackURL: "/login?confirmed=1" },
    });
    expect(resend.statusCode).toBe(200);

    await ownerFollows(await newestLink(email), GOOD_PASSWORD);

    expect(await isConfirmed(email)).toBe(true);
    expect((await signIn(ctx.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("sets a new password typed on the page: no password of any earlier registration works", async () => {
    const email = "fresh.start@example.com";
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    await register(ctx.app, { email, password: ATTACKER_PASSWORD, firstName: "Mallory" });

    const confirmed = await followConfirmationLink(ctx.app, await newestLink(email), NEW_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    expect((await signIn(ctx.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("the confirmation link and its page", () => {
  it("opens the page that asks for the password and confirms nothing by itself", async () => {
    const email = "link.alone@example.com";
    await register(ctx.app, { email, returnTo: "quote-request" });
    const path = await newestLink(email);

    const link = await ctx.app.inject({ method: "GET", url: path });
    expect(link.statusCode).toBe(302);
    const page = new URL(String(link.headers.location), "http://localhost");
    expect(page.pathname).toBe("/confirm-email");
    expect(page.searchParams.get("token")).toBe(tokenOf(path));
    expect(page.searchParams.get("callbackURL")).toBe("/quote-request?confirmed=1");
    expect([link.headers["set-cookie"] ?? []].flat().join(";")).not.toContain("session_token");
    expect(await isConfirmed(email)).toBe(false);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(403);
  });

  it("confirms, signs in where it was opened and sends the customer on, once", async () => {
    const email = "page.confirms@example.com";
    await register(ctx.app, { email, returnTo: "quote-request" });
    const path = await newestLink(email);

    const confirmed = await followConfirmationLink(ctx.app, path, GOOD_PASSWORD);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: true, next: "/quote-request?confirmed=1" });
    const session = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeader(confirmed) },
    });
    expect(session.json()?.user).toMatchObject({ email, emailVerified: true, role: "customer" });

    // The link again: refused, and its token no longer sets a password.
    const again = await ctx.app.inject({ method: "GET", url: path });
    expect(again.headers.location).toBe("/quote-request?confirmed=1&error=INVALID_TOKEN");
    const replay = await confirmForm({ token: tokenOf(path), password: NEW_PASSWORD });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.fields).toEqual({ token: "This link is invalid or has expired." });
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses a weak password with the policy's message and keeps the link usable", async () => {
    const email = "weak.on.page@example.com";
    await register(ctx.app, { email });
    const token = tokenOf(await newestLink(email));

    const weak = await confirmForm({ token, password: "password" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({
      password: "Password does not meet security requirements",
    });
    expect(await isConfirmed(email)).toBe(false);
    expect((await confirmForm({ token, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a withdrawn link's token and a forged one at the form, confirming nothing", async () => {
    const email = "withdrawn.form@example.com";
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    const withdrawn = tokenOf(await newestLink(email));
    await register(ctx.app, { email, password: ATTACKER_PASSWORD });

    for (const token of [withdrawn, `${withdrawn.slice(0, -4)}AAAA`, "not-a-token"]) {
      const res = await confirmForm({ token, password: NEW_PASSWORD });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.fields).toEqual({ token: "This link is invalid or has expired." });
    }
    expect(await isConfirmed(email)).toBe(false);
  });
});
