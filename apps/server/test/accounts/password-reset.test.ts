import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resetIdentifierOf } from "../../src/access/reset-tokens.ts";
import { queryRows } from "../../src/db/client.ts";
import { verification } from "../../src/db/schema/index.ts";
import {
  confirmEmail,
  cookieHeader,
  GOOD_PASSWORD,
  latestEmail,
  linkIn,
  nextClientIp,
  register,
  signIn,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const NEW_PASSWORD = "Fresh-Start-77";

async function forgot(email: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    remoteAddress: nextClientIp(),
    payload: { email, redirectTo: "/reset-password" },
  });
}

/** Follows the e-mailed link: better-auth answers 302 to /reset-password?token=… */
async function resetTokenFor(email: string): Promise<string> {
  const mail = await latestEmail(ctx.db, email, "password-reset");
  expect(mail?.subject).toBe("Reset your Automobi password");
  const res = await ctx.app.inject({ method: "GET", url: linkIn(mail!.text, "/reset-password/") });
  expect(res.statusCode).toBe(302);
  const location = new URL(res.headers.location as string, "http://x");
  expect(location.pathname).toBe("/reset-password");
  return location.searchParams.get("token")!;
}

const reset = (token: string, newPassword: string) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, newPassword },
  });

/**
 * Counts INSERTs into a table, including those a rollback undoes: a sequence is not
 * transactional. Returns a reader of the count so far.
 */
async function countInsertAttempts(table: "verification" | "email_outbox") {
  const counter = `test_${table}_inserts`;
  for (const statement of [
    `create sequence ${counter}`,
    `create function ${counter}() returns trigger language plpgsql as
       $$ begin perform nextval('${counter}'); return new; end $$`,
    `create trigger ${counter} before insert on ${table}
       for each row execute function ${counter}()`,
  ]) {
    await ctx.db.execute(sql.raw(statement));
  }
  return async () => {
    const rows = await queryRows<{ last_value: string; is_called: boolean }>(
      ctx.db,
      sql.raw(`select last_value, is_called from ${counter}`),
    );
    return rows[0]!.is_called ? Number(rows[0]!.last_value) : 0;
  };
}

async function confirmedAccount(email: string) {
  await register(ctx.app, { email });
  await confirmEmail(ctx.app, ctx.db, email);
}

describe("password recovery", () => {
  it.each([
    ["", "Please enter your email address"],
    ["not-an-email", "Please enter a valid email address"],
  ])("refuses the e-mail %j with '%s'", async (email, message) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: nextClientIp(),
      payload: { email, redirectTo: "/reset-password" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: message });
  });

  it("answers a known and an unknown e-mail the same way", async () => {
    await confirmedAccount("known@example.com");
    const known = await forgot("known@example.com");
    const unknown = await forgot("nobody-here@example.com");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await latestEmail(ctx.db, "nobody-here@example.com", "password-reset")).toBeUndefined();
  });

  it("does a known e-mail's database work for an unknown one, then keeps nothing of it", async () => {
    await confirmedAccount("counted@example.com");
    const tokens = await countInsertAttempts("verification");
    const emails = await countInsertAttempts("email_outbox");
    const rowsBefore = (await ctx.db.select().from(verification)).length;

    expect((await forgot("counted@example.com")).statusCode).toBe(200);
    expect([await tokens(), await emails()]).toEqual([1, 1]);
    expect((await forgot("not-counted@example.com")).statusCode).toBe(200);
    expect([await tokens(), await emails()]).toEqual([2, 2]);

    expect((await ctx.db.select().from(verification)).length).toBe(rowsBefore + 1);
    expect(await latestEmail(ctx.db, "not-counted@example.com", "password-reset")).toBeUndefined();
  });

  it("queues the e-mail with its token, stored only as a digest: the link is the working one", async () => {
    const email = "linked@example.com";
    await confirmedAccount(email);
    await forgot(email);
    const token = await resetTokenFor(email);
    const [stored] = await ctx.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, await resetIdentifierOf(token)));
    expect(stored).toBeTruthy();
    const rows = await ctx.db.select().from(verification);
    expect(rows.some((row) => row.identifier.includes(token) || row.value.includes(token))).toBe(
      false,
    );
    const mail = await latestEmail(ctx.db, email, "password-reset");
    expect(mail?.text).toContain("Hello Priya,");
    expect(mail?.html).toContain(`/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
  });

  it("resets with a single-use link, signs every session out, and the new password works", async () => {
    const email = "reset.me@example.com";
    await confirmedAccount(email);
    const oldCookie = cookieHeader(await signIn(ctx.app, email, GOOD_PASSWORD, true));
    await forgot(email);
    const token = await resetTokenFor(email);

    const rejected = await reset(token, "weakpass");
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().error.fields.newPassword).toBe(
      "Password does not meet security requirements",
    );

    // The rejected password did not use the link up.
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(token, "Another-Pass-88")).statusCode).toBe(400);

    const stale = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: oldCookie },
    });
    expect(stale.json()).toBeNull();
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("refuses a link after its hour has passed", async () => {
    const email = "slow@example.com";
    await confirmedAccount(email);
    await forgot(email);
    const token = await resetTokenFor(email);
    await ctx.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, await resetIdentifierOf(token)));
    const res = await reset(token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(ctx.app, email, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("keeps the reset token's lifetime at one hour", async () => {
    const email = "hour@example.com";
    await confirmedAccount(email);
    const before = Date.now();
    await forgot(email);
    const token = await resetTokenFor(email);
    const [row] = await ctx.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, await resetIdentifierOf(token)));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  it("withdraws every other reset link once one is used", async () => {
    const email = "two.links@example.com";
    await confirmedAccount(email);
    await forgot(email);
    const older = await resetTokenFor(email);
    await forgot(email);
    const newer = await resetTokenFor(email);
    expect(newer).not.toBe(older);

    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
    const replay = await reset(older, "Another-Pass-88");
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("withdraws outstanding reset links when the password is changed in the profile", async () => {
    const email = "changer@example.com";
    await confirmedAccount(email);
    await forgot(email);
    const token = await resetTokenFor(email);
    const cookie = cookieHeader(await signIn(ctx.app, email, GOOD_PASSWORD, true));
    const changed = await ctx.app.inject({
      method: "PUT",
      url: "/api/profile",
      remoteAddress: nextClientIp(),
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: { newPassword: NEW_PASSWORD, currentPassword: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const replay = await reset(token, "Another-Pass-88");
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe("INVALID_TOKEN");
    expect((await signIn(ctx.app, email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
