import { TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { twoFactor, user } from "../../src/db/schema/index.ts";
import {
  cookieHeader,
  enrolTwoFactor,
  GOOD_PASSWORD,
  nextClientIp,
  signedInAs,
} from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";
import { totpCode } from "../support/totp.ts";

const ctx = useTestApp();

const post = (
  url: string,
  payload: Record<string, unknown>,
  cookie = "",
  remoteAddress = nextClientIp(),
) =>
  ctx.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { cookie, origin: ctx.config.publicUrl },
    payload,
  });
const get = (url: string, cookie: string) =>
  ctx.app.inject({ method: "GET", url, headers: { cookie } });
const passwordStep = (email: string, ip?: string, password = GOOD_PASSWORD) =>
  post("/api/auth/sign-in/email", { email, password }, "", ip);
const codeStep = (challenge: string, code: string, ip?: string) =>
  post("/api/auth/two-factor/verify-totp", { code }, challenge, ip);
const recoveryStep = (challenge: string, code: string, ip?: string) =>
  post("/api/auth/two-factor/verify-backup-code", { code }, challenge, ip);

/** A staff account signed in with its password only, before setting up a second factor. */
async function staffWithoutSecondFactor(email: string, role: "admin" | "super_admin" = "admin") {
  await signedInAs(ctx.app, ctx.db, email);
  await ctx.db.update(user).set({ role }).where(eq(user.email, email));
  const res = await passwordStep(email);
  expect(res.statusCode).toBe(200);
  return cookieHeader(res);
}

/** A staff account with two-step verification on; returns its key and recovery codes. */
async function staffWithSecondFactor(email: string) {
  const cookie = await staffWithoutSecondFactor(email);
  return enrolTwoFactor(ctx.app, cookie);
}

const sample = (path: string) =>
  path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

describe("two-step verification for staff", () => {
  it("keeps a staff account without it out of every staff route until it is set up", async () => {
    const cookie = await staffWithoutSecondFactor("new.boss@example.com", "super_admin");
    const session = await get("/api/auth/get-session", cookie);
    expect(session.json().user.twoFactorEnabled).toBe(false);

    const staffRoutes = ctx.app.routeCatalogue.filter(
      (r) => r.access === "staff" || r.access === "super_admin",
    );
    expect(staffRoutes.length).toBeGreaterThan(30);
    for (const route of staffRoutes) {
      const res = await ctx.app.inject({
        method: route.method as "GET",
        url: sample(route.url),
        headers: { cookie, origin: ctx.config.publicUrl },
        ...(route.method === "GET" || route.method === "HEAD" ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== "HEAD") {
        expect(res.json().error, `${route.method} ${route.url}`).toMatchObject({
          code: "TWO_FACTOR_SETUP_REQUIRED",
          message: M.setupRequired,
        });
      }
    }
    // An unknown path under /api/admin is answered as a staff route is.
    expect((await get("/api/admin/no-such-thing", cookie)).json().error.message).toBe(
      M.setupRequired,
    );
    // Its own account pages still answer: it can reach the set-up.
    expect((await get("/api/auth/get-session", cookie)).statusCode).toBe(200);

    const enrolled = await enrolTwoFactor(ctx.app, cookie);
    expect(enrolled.backupCodes).toHaveLength(10);
    expect((await get("/api/admin/settings", enrolled.cookie)).statusCode).toBe(200);
    expect((await get("/api/admin/outbox", enrolled.cookie)).statusCode).toBe(200);
    expect((await get("/api/auth/get-session", enrolled.cookie)).json().user).toMatchObject({
      twoFactorEnabled: true,
    });
  });

  it("asks for the app's code after the password: no session until the code is right", async () => {
    const email = "coded.admin@example.com";
    const { secret } = await staffWithSecondFactor(email);
    const challenge = await passwordStep(email);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    const pending = cookieHeader(challenge);
    expect((await get("/api/admin/outbox", pending)).statusCode).toBe(401);
    expect((await get("/api/auth/get-session", pending)).json()).toBeNull();

    const wrong = await codeStep(pending, totpCode(secret, Date.now() + 10 * 60_000));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(M.wrongCode);
    const malformed = await codeStep(pending, "12ab");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields.code).toBe(M.codeRequired);

    const right = await codeStep(pending, totpCode(secret));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().user.email).toBe(email);
    expect(right.body).not.toContain("token");
    expect((await get("/api/admin/outbox", cookieHeader(right))).statusCode).toBe(200);
    // The challenge is used up.
    const again = await codeStep(pending, totpCode(secret));
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toBe(M.signInExpired);
  });

  it("keeps recovery codes hashed, and takes each one once", async () => {
    const email = "recovering.admin@example.com";
    const { backupCodes } = await staffWithSecondFactor(email);
    const [row] = await ctx.db
      .select({ backupCodes: twoFactor.backupCodes, secret: twoFactor.secret })
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    const stored = JSON.parse(row!.backupCodes) as string[];
    expect(stored).toHaveLength(10);
    for (const code of backupCodes) {
      expect(row!.backupCodes).not.toContain(code);
      expect(row!.backupCodes).not.toContain(code.replace("-", ""));
    }
    expect(stored.every((h) => /^h1:[A-Za-z0-9_-]{43}$/.test(h))).toBe(true);

    const first = cookieHeader(await passwordStep(email));
    const used = await recoveryStep(first, ` ${backupCodes[0]} `);
    expect(used.statusCode, used.body).toBe(200);
    expect((await get("/api/admin/outbox", cookieHeader(used))).statusCode).toBe(200);

    const second = cookieHeader(await passwordStep(email));
    const reused = await recoveryStep(second, backupCodes[0]!);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error.message).toBe(M.wrongRecoveryCode);
    // What is stored is no code: sent as one, it is refused.
    const hashSent = await recoveryStep(second, stored[1]!);
    expect(hashSent.statusCode).toBe(401);
    expect((await recoveryStep(second, backupCodes[1]!)).statusCode).toBe(200);
    const [after] = await ctx.db
      .select({ backupCodes: twoFactor.backupCodes })
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    expect(JSON.parse(after!.backupCodes)).toHaveLength(8);
  });

  it("counts wrong codes with the sign-in limiter: a right password forgets none of them", async () => {
    const email = "guessed.admin@example.com";
    const { secret } = await staffWithSecondFactor(email);
    const ip = "10.42.0.1";
    const wrongCode = totpCode(secret, Date.now() + 10 * 60_000);
    let pending = cookieHeader(await passwordStep(email, ip));
    for (let i = 0; i < 4; i++) {
      expect((await codeStep(pending, wrongCode, ip)).statusCode, `guess ${i + 1}`).toBe(401);
    }
    pending = cookieHeader(await passwordStep(email, ip));
    for (let i = 0; i < 4; i++) {
      expect((await codeStep(pending, wrongCode, ip)).statusCode, `guess ${i + 5}`).toBe(401);
    }
    // Eight wrong codes from this address: the right code is not checked, nor the password.
    const limited = await codeStep(pending, totpCode(secret), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("RATE_LIMITED");
    expect((await passwordStep(email, ip)).statusCode).toBe(429);
    // The owner elsewhere still signs in.
    const elsewhere = cookieHeader(await passwordStep(email, "10.42.0.2"));
    expect((await codeStep(elsewhere, totpCode(secret), "10.42.0.2")).statusCode).toBe(200);
  });

  it("does not let staff turn it off", async () => {
    const { cookie } = await staffWithSecondFactor("keeps.it.on@example.com");
    const res = await post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD }, cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(M.staffKeepOn);
  });
});

describe("two-step verification for customers", () => {
  it("is off by default, and a customer may turn it on and off in Settings", async () => {
    const email = "careful.customer@example.com";
    const cookie = await signedInAs(ctx.app, ctx.db, email);
    expect((await get("/api/auth/get-session", cookie)).json().user.twoFactorEnabled).toBe(false);

    const wrong = await post("/api/auth/two-factor/enable", { password: "Not-my-pass-1" }, cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(M.wrongPassword);

    const { cookie: on, secret } = await enrolTwoFactor(ctx.app, cookie);
    expect((await get("/api/auth/get-session", on)).json().user.twoFactorEnabled).toBe(true);
    const again = await post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD }, on);
    expect(again.json().error.message).toBe(M.alreadyOn);

    const challenge = await passwordStep(email);
    expect(challenge.json().twoFactorRedirect).toBe(true);
    const signedIn = await codeStep(cookieHeader(challenge), totpCode(secret));
    expect(signedIn.statusCode).toBe(200);

    const off = await post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD }, on);
    expect(off.statusCode, off.body).toBe(200);
    const plain = await passwordStep(email);
    expect(plain.json().user.email).toBe(email);
    expect((await get("/api/auth/get-session", cookieHeader(plain))).json().user).toMatchObject({
      twoFactorEnabled: false,
    });
  });

  it("reaches no staff route with it on", async () => {
    const cookie = await signedInAs(ctx.app, ctx.db, "two.step.customer@example.com");
    const { cookie: on } = await enrolTwoFactor(ctx.app, cookie);
    const res = await get("/api/admin/outbox", on);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Access denied. Admin privileges required.");
  });
});
