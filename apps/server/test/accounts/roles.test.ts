import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../src/db/schema/index.ts";
import { register, signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

/** A staff route whose author forgot the guard: the /api/admin backstop must still close it. */
const UNGUARDED = "/api/admin/forgot-its-guard";
const ctx = useTestApp({
  env: { TRUST_PROXY: "127.0.0.1" },
  extend: (app) => {
    app.get(UNGUARDED, async () => ({ reached: true }));
  },
});

describe("the role matrix on staff routes", () => {
  it.each([
    ["/api/admin/outbox", "staff"],
    ["/api/admin/settings", "super_admin"],
  ] as const)("%s (%s)", async (url, level) => {
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const customer = await signedInAs(ctx.app, ctx.db, `cust-${level}@example.com`);
    const admin = await signedInAs(ctx.app, ctx.db, `admin-${level}@example.com`, "admin");
    const superAdmin = await signedInAs(
      ctx.app,
      ctx.db,
      `super-${level}@example.com`,
      "super_admin",
    );
    const as = (cookie: string) => ctx.app.inject({ method: "GET", url, headers: { cookie } });
    expect((await as(customer)).statusCode).toBe(403);
    expect((await as(customer)).json().error.message).toBe(
      "Access denied. Admin privileges required.",
    );
    expect((await as(admin)).statusCode).toBe(level === "staff" ? 200 : 403);
    expect((await as(superAdmin)).statusCode).toBe(200);
  });

  it("closes a staff route that forgot its own guard: 401 signed out, 403 for a customer", async () => {
    for (const url of [UNGUARDED, "/api/%61dmin/forgot-its-guard", `${UNGUARDED}?x=1`]) {
      const res = await ctx.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain("reached");
    }
    const customer = await signedInAs(ctx.app, ctx.db, "curious.customer@example.com");
    const refused = await ctx.app.inject({
      method: "GET",
      url: UNGUARDED,
      headers: { cookie: customer },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Access denied. Admin privileges required.");
    const admin = await signedInAs(ctx.app, ctx.db, "backstop.admin@example.com", "admin");
    const allowed = await ctx.app.inject({
      method: "GET",
      url: UNGUARDED,
      headers: { cookie: admin },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ reached: true });
  });

  it("answers an unknown /api/admin path 401 signed out, not a map of what exists", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/admin/no-such-thing" });
    expect(res.statusCode).toBe(401);
  });

  it("checks the role before the input: a malformed query still gets 401 or 403", async () => {
    const url = "/api/admin/outbox?page=zero&status=nonsense";
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const customer = await signedInAs(ctx.app, ctx.db, "nosy.customer@example.com");
    const res = await ctx.app.inject({ method: "GET", url, headers: { cookie: customer } });
    expect(res.statusCode).toBe(403);
    const admin = await signedInAs(ctx.app, ctx.db, "careful.admin@example.com", "admin");
    const bad = await ctx.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["page", "status"]);
  });

  it("a customer cannot grant themselves a role at sign-up", async () => {
    const res = await register(ctx.app, { email: "climber@example.com", role: "super_admin" });
    expect(res.statusCode).toBe(201);
    const [stored] = await ctx.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "climber@example.com"));
    expect(stored?.role).toBe("customer");
  });
});
