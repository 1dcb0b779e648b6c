import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import {
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
const OTHER_PASSWORD = "Second-Choice-77";

/** The path of the newest confirmation link sent to an address. */
async function newestLink(email: string): Promise<string> {
  const mail = await latestEmail(ctx.db, email, "email-confirmation");
  return linkIn(mail!.text, "/verify-email");
}

const follow = (path: string) => ctx.app.inject({ method: "GET", url: path });

async function isConfirmed(email: string) {
  const [row] = await ctx.db.select().from(user).where(eq(user.email, email));
  return row!.emailVerified;
}

describe("registering an address someone else registered first, unconfirmed", () => {
  it("replaces the first password: the owner's link confirms the owner's password alone", async () => {
    const email = "owner.first@example.com";
    await register(ctx.app, { email, password: ATTACKER_PASSWORD, firstName: "Mallory" });
    const attackersLink = await newestLink(email);
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    const ownersLink = await newestLink(email);

    const stale = await follow(attackersLink);
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe("/login?confirmed=1&error=INVALID_TOKEN");
    expect(await isConfirmed(email)).toBe(false);

    // The link's page asks for the password (decision 038): the owner gives theirs.
    const confirmed = await followConfirmationLink(ctx.app, ownersLink, GOOD_PASSWORD);
    expect(confirmed.json().next).toBe("/login?confirmed=1");
    expect(await isConfirmed(email)).toBe(true);
    expect((await signIn(ctx.app, email, ATTACKER_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("withdraws every earlier link, so only the password of the link followed can sign in", async () => {
    const email = "changed.mind@example.com";
    await register(ctx.app, { email, password: GOOD_PASSWORD });
    const firstLink = await newestLink(email);
    await register(ctx.app, { email, password: OTHER_PASSWORD });
    const secondLink = await newestLink(email);

    expect((await follow(firstLink)).headers.location).toContain("error=INVALID_TOKEN");
    expect(await isConfirmed(email)).toBe(false);
    const confirmed = await followConfirmationLink(ctx.app, secondLink, OTHER_PASSWORD);
    expect(confirmed.json().next).toBe("/login?confirmed=1");
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, OTHER_PASSWORD)).statusCode).toBe(200);
  });

  it("withdraws the earlier links when the confirmation is sent again", async () => {
    const email = "resent@example.com";
    await register(ctx.app, { email });
    const firstLink = await newestLink(email);
    const resend = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      remoteAddress: nextClientIp(),
      payload: { email, callbackURL: "/login?confirmed=1" },
    });
    expect(resend.statusCode).toBe(200);
    const resentLink = await newestLink(email);
    expect(resentLink).not.toBe(firstLink);

    expect((await follow(firstLink)).headers.location).toContain("error=INVALID_TOKEN");
    const confirmed = await followConfirmationLink(ctx.app, resentLink, GOOD_PASSWORD);
    expect(confirmed.json().next).toBe("/login?confirmed=1");
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
