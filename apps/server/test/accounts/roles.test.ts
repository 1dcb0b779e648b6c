import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { accessControl } from "../../src/access/access.ts";
import { user } from "../../src/db/schema/index.ts";
import { register, signedInAs } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp({ env: { TRUST_PROXY: "127.0.0.1" } });

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

  it("refuses to start with a route that declares no access, so no guard can be forgotten", async () => {
    const app = Fastify();
    await app.register(accessControl, { auth: ctx.app.services.auth });
    expect(() => app.get("/api/admin/forgot-its-guard", async () => ({ reached: true }))).toThrow(
      /GET \/api\/admin\/forgot-its-guard declares no access/,
    );
    expect(() =>
      app.get("/api/declared", { config: { access: "staff" } }, async () => ({ ok: true })),
    ).not.toThrow();
    await app.close();
  });

  it("answers an unknown /api/admin path as a staff route, not with a map of what exists", async () => {
    for (const url of ["/api/admin/no-such-thing", "/api/%61dmin/no-such-thing?x=1"]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
    const customer = await signedInAs(ctx.app, ctx.db, "curious.customer@example.com");
    const refused = await ctx.app.inject({
      method: "GET",
      url: "/api/admin/no-such-thing",
      headers: { cookie: customer },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Access denied. Admin privileges required.");
  });

  it("checks the role before the input: a malformed query still gets 401 or 403", async () => {
    const url = "/api/admin/outbox?cursor=nonsense!&status=nonsense";
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const customer = await signedInAs(ctx.app, ctx.db, "nosy.customer@example.com");
    const res = await ctx.app.inject({ method: "GET", url, headers: { cookie: customer } });
    expect(res.statusCode).toBe(403);
    const admin = await signedInAs(ctx.app, ctx.db, "careful.admin@example.com", "admin");
    const bad = await ctx.app.inject({ method: "GET", url, headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["cursor", "status"]);
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
