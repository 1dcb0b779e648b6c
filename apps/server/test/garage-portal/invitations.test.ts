import { GARAGE_PORTAL_MESSAGES as M } from "@automobi/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { garageInvitations, garageUsers, user } from "../../src/db/schema/index.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  CUSTOMER_EMAIL,
  call,
  storedDirectoryGarage,
  useAccounts,
} from "../admin/fixtures.ts";
import { cookieHeader, nextClientIp, signIn } from "../support/accounts.ts";
import { acceptInvitation, invitationToken, inviteToPortal } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const as = (cookie: string | undefined, method: "GET" | "POST", url: string) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
  });

describe("Invitations to the garage portal", () => {
  let garage: string;
  let otherGarage: string;
  beforeAll(async () => {
    garage = await storedDirectoryGarage(ctx, {
      name: "Hoe Motors",
      email: "desk@hoe-motors.example",
      postcode: "PL1 1EA",
    });
    otherGarage = await storedDirectoryGarage(ctx, {
      name: "Barbican Tyres",
      email: "desk@barbican.example",
      postcode: "PL1 2AA",
    });
  });
  const invite = (email: string, id = garage) =>
    inviteToPortal(ctx.app, accounts.cookies.admin, id, email);

  it("e-mails a link that opens a page naming the garage, sets a password there and signs in", async () => {
    const invited = await invite("Mechanic@Hoe-Motors.example");
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({
      email: "mechanic@hoe-motors.example",
      message: "Invitation sent",
    });
    const expires = new Date(invited.json().expiresAt).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(7);
    const token = await invitationToken(ctx.db, "mechanic@hoe-motors.example");
    // Only the digest is kept: the database alone opens no account.
    const [stored] = await ctx.db.select().from(garageInvitations);
    expect(stored!.tokenHash).not.toBe(token);

    const page = await as(undefined, "GET", `/api/garage-invitations/${token}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      garageName: "Hoe Motors",
      email: "mechanic@hoe-motors.example",
    });

    const accepted = await acceptInvitation(ctx.app, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ status: true, next: "/garage" });
    const portal = await as(cookieHeader(accepted), "GET", "/api/garage/portal");
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toMatchObject({
      garage: { id: garage, name: "Hoe Motors", postcode: "PL1 1EA", located: true },
      user: { name: "Hoe Motors", email: "mechanic@hoe-motors.example" },
    });
    const [account] = await ctx.db
      .select({ role: user.role, garageId: garageUsers.garageId })
      .from(user)
      .innerJoin(garageUsers, eq(garageUsers.userId, user.id))
      .where(eq(user.email, "mechanic@hoe-motors.example"));
    expect(account).toEqual({ role: "garage", garageId: garage });
    // The same sign-in as everyone's works with the password chosen.
    const again = await signIn(ctx.app, "mechanic@hoe-motors.example", "Sturdy-Pass-42");
    expect(again.statusCode, again.body).toBe(200);

    // Used once: the link now opens nothing.
    expect((await as(undefined, "GET", `/api/garage-invitations/${token}`)).statusCode).toBe(404);
    const reused = await acceptInvitation(ctx.app, token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.fields).toEqual({ token: M.invalidLink });

    const audit = await auditEntries(ctx, garage, "garage.invite");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ email: "mechanic@hoe-motors.example" });
  });

  it("keeps the link usable after a refused password, with the policy's message", async () => {
    await invite("apprentice@hoe-motors.example");
    const token = await invitationToken(ctx.db, "apprentice@hoe-motors.example");
    const weak = await acceptInvitation(ctx.app, token, { password: "short" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toBeTruthy();
    expect((await acceptInvitation(ctx.app, token)).statusCode).toBe(200);
  });

  it("withdraws the first invitation when a second is sent to the same address", async () => {
    await invite("office@hoe-motors.example");
    const first = await invitationToken(ctx.db, "office@hoe-motors.example");
    await invite("office@hoe-motors.example");
    const second = await invitationToken(ctx.db, "office@hoe-motors.example");
    expect(second).not.toBe(first);
    expect((await acceptInvitation(ctx.app, first)).statusCode).toBe(400);
    expect((await acceptInvitation(ctx.app, second)).statusCode).toBe(200);
  });

  it("refuses a link past its 7 days", async () => {
    await invite("late@hoe-motors.example");
    const token = await invitationToken(ctx.db, "late@hoe-motors.example");
    await ctx.db
      .update(garageInvitations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(garageInvitations.email, "late@hoe-motors.example"));
    expect((await as(undefined, "GET", `/api/garage-invitations/${token}`)).statusCode).toBe(404);
    const late = await acceptInvitation(ctx.app, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({ token: M.invalidLink });
  });

  it("refuses an address with an account already, whoever's it is", async () => {
    for (const email of [CUSTOMER_EMAIL, ADMIN_EMAIL]) {
      const refused = await invite(email);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.fields).toEqual({ email: M.addressTaken });
    }
    const member = await invite("mechanic@hoe-motors.example");
    expect(member.statusCode).toBe(409);
    expect(member.json().error.fields).toEqual({ email: M.alreadyMember });
    const elsewhere = await invite("mechanic@hoe-motors.example", otherGarage);
    expect(elsewhere.json().error.fields).toEqual({ email: M.addressTaken });
    expect((await invite("someone@example.com", crypto.randomUUID())).statusCode).toBe(404);
    expect((await invite("not an address")).statusCode).toBe(400);
  });

  it("is sent by staff alone; the portal is for garage users alone, who reach nothing else", async () => {
    const url = `/api/admin/garages/${garage}/portal-invitations`;
    const body = { email: "x@hoe-motors.example" };
    expect((await call(ctx, accounts, "anonymous", "POST", url, body)).statusCode).toBe(401);
    expect((await call(ctx, accounts, "customer", "POST", url, body)).statusCode).toBe(403);

    await invite("reception@hoe-motors.example");
    const token = await invitationToken(ctx.db, "reception@hoe-motors.example");
    const garageUser = cookieHeader(await acceptInvitation(ctx.app, token));
    const customerRoute = await as(garageUser, "GET", "/api/quote-requests");
    expect(customerRoute.statusCode).toBe(403);
    expect(customerRoute.json().error.message).toBe(M.customersOnly);
    expect((await as(garageUser, "GET", "/api/admin/garages")).statusCode).toBe(403);
    expect((await as(garageUser, "POST", url)).statusCode).toBe(403);

    expect((await as(undefined, "GET", "/api/garage/portal")).statusCode).toBe(401);
    for (const who of ["customer", "admin", "superAdmin"] as const) {
      const refused = await call(ctx, accounts, who, "GET", "/api/garage/portal");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(M.garagesOnly);
    }
  });
});

describe("A garage's account among the others", () => {
  it("cannot be made staff", async () => {
    const garage = await storedDirectoryGarage(ctx, {
      name: "Plympton Autos",
      email: "desk@plympton.example",
      postcode: "PL7 1AA",
    });
    await inviteToPortal(ctx.app, accounts.cookies.admin, garage, "fitter@plympton.example");
    await acceptInvitation(ctx.app, await invitationToken(ctx.db, "fitter@plympton.example"));
    const promoted = await call(ctx, accounts, "superAdmin", "POST", "/api/admin/staff", {
      email: "fitter@plympton.example",
    });
    expect(promoted.statusCode).toBe(409);
    expect(promoted.json().error.message).toBe(
      "This account belongs to a garage's portal and cannot be made staff",
    );
  });
});
