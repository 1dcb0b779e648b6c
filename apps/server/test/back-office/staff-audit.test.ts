import { TWO_FACTOR_MESSAGES } from "@automobi/domain";
import { STAFF_MESSAGES } from "@automobi/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { auditLog, user } from "../../src/db/schema/index.ts";
import { AUDIT_LIST_ORDER } from "../../src/features/audit-log/repository.ts";
import { auditEntries, OTHER_EMAIL, useAccounts } from "../admin/fixtures.ts";
import { enrolTwoFactor, register } from "../support/accounts.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { CURSOR_OPENS_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { useTestApp } from "../support/test-app.ts";
import { expectRoleMatrix, request } from "./helpers.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

async function idOf(email: string) {
  const [row] = await ctx.db
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(eq(user.email, email));
  return row!;
}

const promote = (email: unknown) =>
  request(ctx, accounts, "superAdmin", "POST", "/api/admin/staff", { email });
const demote = (id: string) =>
  request(ctx, accounts, "superAdmin", "POST", `/api/admin/staff/${id}/demote`, {});

describe("Staff", () => {
  it("lists staff accounts only", async () => {
    const res = await request(ctx, accounts, "superAdmin", "GET", "/api/admin/staff");
    expect(res.statusCode).toBe(200);
    const emails = res.json().items.map((s: { email: string; role: string }) => [s.email, s.role]);
    expect(emails).toEqual(
      expect.arrayContaining([
        ["boss@example.com", "super_admin"],
        ["staff@example.com", "admin"],
      ]),
    );
    expect(emails).toHaveLength(2);
  });

  it("promotes a confirmed account; its open session is staff on its next request, then demoted is not", async () => {
    const before = await request(ctx, accounts, "other", "GET", "/api/admin/tickets");
    expect(before.statusCode).toBe(403);

    const res = await promote("  Someone-Else@Example.com ");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: OTHER_EMAIL, role: "admin" });
    // Staff from the next request: asked to set up two-step verification, then let in.
    const after = await request(ctx, accounts, "other", "GET", "/api/admin/tickets");
    expect(after.statusCode).toBe(403);
    expect(after.json().error.message).toBe(TWO_FACTOR_MESSAGES.setupRequired);
    accounts.cookies.other = (await enrolTwoFactor(ctx.app, accounts.cookies.other!)).cookie;
    const enrolled = await request(ctx, accounts, "other", "GET", "/api/admin/tickets");
    expect(enrolled.statusCode).toBe(200);
    const [promoted] = await auditEntries(ctx, accounts.otherId, "user.promote");
    expect(promoted).toMatchObject({
      actorEmail: "boss@example.com",
      details: { from: "customer", to: "admin" },
    });

    expect((await promote(OTHER_EMAIL)).json().error.message).toBe(STAFF_MESSAGES.alreadyStaff);

    const down = await demote(accounts.otherId);
    expect(down.statusCode).toBe(200);
    expect(down.json().role).toBe("customer");
    expect((await request(ctx, accounts, "other", "GET", "/api/admin/tickets")).statusCode).toBe(
      403,
    );
    const [demoted] = await auditEntries(ctx, accounts.otherId, "user.demote");
    expect(demoted).toMatchObject({ details: { from: "admin", to: "customer" } });
  });

  it("refuses unknown, unconfirmed and already-staff accounts", async () => {
    const unknown = await promote("nobody@example.com");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(STAFF_MESSAGES.unknownAccount);

    expect((await register(ctx.app, { email: "pending@example.com" })).statusCode).toBe(201);
    const unconfirmed = await promote("pending@example.com");
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error.message).toBe(STAFF_MESSAGES.unconfirmed);
    expect((await idOf("pending@example.com")).role).toBe("customer");

    const staff = await promote("staff@example.com");
    expect(staff.statusCode).toBe(409);
    expect(staff.json().error.message).toBe(STAFF_MESSAGES.alreadyStaff);

    const blank = await promote("");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.email).toBe(STAFF_MESSAGES.emailRequired);
  });

  it("refuses demoting yourself, a customer, an unknown account and the last super admin", async () => {
    const boss = await idOf("boss@example.com");
    const self = await demote(boss.id);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe(STAFF_MESSAGES.demoteSelf);

    const customer = await demote(accounts.customerId);
    expect(customer.statusCode).toBe(409);
    expect(customer.json().error.message).toBe(STAFF_MESSAGES.notStaff);

    const unknown = await demote("no-such-user");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(STAFF_MESSAGES.notFound);

    // A second super admin demotes the first; then the last one cannot be demoted by anyone.
    await ctx.db
      .update(user)
      .set({ role: "super_admin" })
      .where(eq(user.email, "staff@example.com"));
    const staff = await idOf("staff@example.com");
    const first = await request(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/staff/${boss.id}/demote`,
      {},
    );
    expect(first.statusCode).toBe(200);
    await ctx.db.update(user).set({ role: "super_admin" }).where(eq(user.id, boss.id));
    // staff is super admin, boss is super admin again: boss demotes staff, then nobody is left to demote boss
    expect((await demote(staff.id)).statusCode).toBe(200);
    const superAdmins = await ctx.db.select().from(user).where(eq(user.role, "super_admin"));
    expect(superAdmins.map((u) => u.id)).toEqual([boss.id]);
    expect((await demote(boss.id)).json().error.message).toBe(STAFF_MESSAGES.demoteSelf);
    await ctx.db.update(user).set({ role: "admin" }).where(eq(user.id, staff.id));
  });

  it("role matrix: admins get 403", async () => {
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/staff", { admin: 403 });
    await expectRoleMatrix(
      ctx,
      accounts,
      "POST",
      "/api/admin/staff",
      { admin: 403, superAdmin: 404 },
      {
        email: "nobody@example.com",
      },
    );
    await expectRoleMatrix(
      ctx,
      accounts,
      "POST",
      `/api/admin/staff/${accounts.customerId}/demote`,
      {
        admin: 403,
        superAdmin: 409,
      },
      {},
    );
  });
});

describe("Audit log", () => {
  it("lists entries newest first with who, what, target, details and when", async () => {
    const base = Date.now() - 60_000;
    await ctx.db.insert(auditLog).values([
      {
        actorEmail: "boss@example.com",
        action: "settings.update",
        targetType: "settings",
        targetId: "payment_fee_pence",
        details: { from: 300, to: 350 },
        createdAt: new Date(base),
      },
      {
        actorEmail: null,
        action: "user.role_change",
        targetType: "user",
        targetId: "u1",
        details: null,
        createdAt: new Date(base + 1000),
      },
    ]);
    const res = await request(ctx, accounts, "superAdmin", "GET", "/api/admin/audit?pageSize=100");
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(items.length);
    const times = items.map((e: { createdAt: string }) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const roleChange = items.find((e: { targetId: string }) => e.targetId === "u1");
    expect(roleChange).toMatchObject({
      actorEmail: null,
      action: "user.role_change",
      targetType: "user",
      details: null,
    });
    const fee = items.find((e: { targetId: string }) => e.targetId === "payment_fee_pence");
    expect(fee).toMatchObject({ actorEmail: "boss@example.com", details: { from: 300, to: 350 } });
    expect(fee).not.toHaveProperty("ip");

    const first = await request(ctx, accounts, "superAdmin", "GET", "/api/admin/audit?pageSize=1");
    const page = await request(
      ctx,
      accounts,
      "superAdmin",
      "GET",
      `/api/admin/audit?pageSize=1&cursor=${first.json().nextCursor}`,
    );
    expect(page.json()).toMatchObject({ pageSize: 1, total });
    expect(page.json().items[0].id).toBe(items[1].id);
  });

  it("pages by cursor through every entry once, newest first, ties broken by id", async () => {
    // 30 entries in runs of three sharing one microsecond
    await ctx.db.insert(auditLog).values(
      Array.from({ length: 30 }, (_, i) => ({
        action: "settings.update",
        targetType: "setting",
        targetId: `walk-${i}`,
        createdAt: new Date(Date.UTC(2026, 10, 20, 9, 0, Math.floor(i / 3))),
      })),
    );
    const expected = (
      await queryRows<{ id: string }>(
        ctx.db,
        sql`select id from ${auditLog} order by created_at desc, id desc`,
      )
    ).map((row) => row.id);
    const pages = await walkCursorPages(
      (url) => request(ctx, accounts, "superAdmin", "GET", url),
      "/api/admin/audit?pageSize=7",
    );
    expect(pages).toHaveLength(Math.ceil(expected.length / 7));
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.every((p) => p.total === expected.length)).toBe(true);
    expect(idsOf(pages)).toEqual(expected);
  });

  it("reads any page from audit_log_created_at_id_idx at the cursor, with no sort", async () => {
    const position = SOME_POSITION;
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(after)
          .orderBy(...keysetOrderBy(AUDIT_LIST_ORDER))
          .limit(21),
      {
        index: "audit_log_created_at_id_idx",
        position: afterPosition(AUDIT_LIST_ORDER, position),
        cursorCondition: CURSOR_OPENS_INDEX,
      },
    );
  });

  it("role matrix: admins get 403", async () => {
    await expectRoleMatrix(ctx, accounts, "GET", "/api/admin/audit", { admin: 403 });
  });
});
