import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user, verification } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  nextClientIp,
  signedInAs,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const NEW_PASSWORD = "Taken-Back-Pass-5";

const changeEmail = (cookie: string, email: string) =>
  ctx.app.inject({
    method: "PUT",
    url: "/api/profile",
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: { email, currentPassword: GOOD_PASSWORD },
  });

/** The link in the newest e-mail-change message to the new address. */
async function changeLink(newEmail: string) {
  const mail = await latestEmail(ctx.db, newEmail, "email-change");
  return linkIn(mail!.text, "/verify-email");
}

const follow = (path: string) => ctx.app.inject({ method: "GET", url: path });

const undo = (token: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/account/undo-email-change",
    remoteAddress: nextClientIp(),
    payload: { token },
  });

async function emailOf(id: string) {
  const [row] = await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email;
}

async function idOf(email: string) {
  const [row] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** The undo token from the notice to the old address. */
async function undoToken(oldEmail: string) {
  const notice = await latestEmail(ctx.db, oldEmail, "email-changed");
  expect(notice, `a notice to ${oldEmail}`).toBeTruthy();
  return new URL(linkIn(notice!.text, "/undo-email-change"), "http://x").searchParams.get("token")!;
}

/** A signed-in customer whose address was changed to `newEmail` from the new inbox. */
async function changedAccount(oldEmail: string, newEmail: string) {
  const cookie = await signedInAs(ctx.app, ctx.db, oldEmail);
  const id = await idOf(oldEmail);
  expect((await changeEmail(cookie, newEmail)).statusCode).toBe(200);
  const confirmed = await follow(await changeLink(newEmail));
  expect(confirmed.statusCode).toBe(302);
  expect(confirmed.headers.location).toBe("/dashboard");
  expect(await emailOf(id)).toBe(newEmail);
  return { id, cookie };
}

describe("an e-mail change, as the old address sees it", () => {
  it("is told to the old address, with a link that undoes it for 7 days", async () => {
    await changedAccount("told.old@example.com", "told.new@example.com");
    const notice = await latestEmail(ctx.db, "told.old@example.com", "email-changed");
    expect(notice?.subject).toBe("Your Automobi e-mail address was changed");
    expect(notice?.text).toContain("changed from told.old@example.com to told.new@example.com");
    expect(notice?.text).toContain("undo it within 7 days");
    expect(notice?.text).toMatch(/\/undo-email-change\?token=\S+/);
    // Nothing is sent to the old address while the change waits for the new one's confirmation.
    const cookie = await signedInAs(ctx.app, ctx.db, "pending.old@example.com");
    expect((await changeEmail(cookie, "pending.new@example.com")).statusCode).toBe(200);
    expect(await latestEmail(ctx.db, "pending.old@example.com", "email-changed")).toBeUndefined();
  });

  it("is undone by that link: the old address is back, every session ends, a new password is chosen", async () => {
    const { id, cookie } = await changedAccount("undo.old@example.com", "undo.new@example.com");
    const taker = await signIn(ctx.app, "undo.new@example.com", GOOD_PASSWORD);
    expect(taker.statusCode).toBe(200);

    const res = await undo(await undoToken("undo.old@example.com"));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.email).toBe("undo.old@example.com");
    expect(answer.next).toMatch(/^\/reset-password\?token=/);
    expect(await emailOf(id)).toBe("undo.old@example.com");

    for (const session of [cookie, cookieHeader(taker)]) {
      const read = await ctx.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: session },
      });
      expect(read.json(), "every session of the account is signed out").toBeNull();
    }
    expect((await signIn(ctx.app, "undo.new@example.com", GOOD_PASSWORD)).statusCode).toBe(401);

    // The page the undo sends the owner to sets a new password at once.
    const resetToken = new URL(answer.next, "http://x").searchParams.get("token");
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: resetToken, newPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await signIn(ctx.app, "undo.old@example.com", GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, "undo.old@example.com", NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("works once, and refuses a forged, an expired or a used link with the link's message", async () => {
    const { id } = await changedAccount("once.old@example.com", "once.new@example.com");
    const token = await undoToken("once.old@example.com");
    for (const bad of [`${token.slice(0, -3)}abc`, "no-dot-here", `${id}.`]) {
      const res = await undo(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.fields).toEqual({ token: "This link is invalid or has expired." });
    }
    expect(await emailOf(id)).toBe("once.new@example.com");
    expect((await undo(token)).statusCode).toBe(200);
    expect((await undo(token)).statusCode).toBe(400);

    const { id: later } = await changedAccount("late.old@example.com", "late.new@example.com");
    await ctx.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `email-change-undo:${later}:%`));
    expect((await undo(await undoToken("late.old@example.com"))).statusCode).toBe(400);
    expect(await emailOf(later)).toBe("late.new@example.com");
  });

  it("stops a change link asked for before the undo from moving the account again", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "again.old@example.com");
    const id = await idOf("again.old@example.com");
    expect((await changeEmail(cookie, "again.second@example.com")).statusCode).toBe(200);
    const earlier = await changeLink("again.second@example.com");
    expect((await changeEmail(cookie, "again.new@example.com")).statusCode).toBe(200);
    expect((await follow(await changeLink("again.new@example.com"))).statusCode).toBe(302);
    expect(await emailOf(id)).toBe("again.new@example.com");

    expect((await undo(await undoToken("again.old@example.com"))).statusCode).toBe(200);
    const replay = await follow(earlier);
    expect(replay.headers.location).toContain("error=INVALID_TOKEN");
    expect(await emailOf(id)).toBe("again.old@example.com");
  });
});
