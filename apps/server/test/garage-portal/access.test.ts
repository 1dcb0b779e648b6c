import { GARAGE_PORTAL_MESSAGES as M } from "@automobi/domain/schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { storedDirectoryGarage, useAccounts } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const sample = (path: string) =>
  path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000");

function send(route: { method: string; url: string }, cookie: string | undefined) {
  return ctx.app.inject({
    method: route.method as "GET",
    url: sample(route.url),
    remoteAddress: nextClientIp(),
    headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
    ...(route.method === "GET" || route.method === "HEAD" ? {} : { payload: {} }),
  });
}

describe("The garage role across every route", () => {
  let garageUser: string;
  beforeAll(async () => {
    const garage = await storedDirectoryGarage(ctx, {
      name: "Matrix Motors",
      email: "desk@matrix-motors.example",
    });
    garageUser = await garageUserCookie(
      ctx.app,
      ctx.db,
      accounts.cookies.admin,
      garage,
      "fitter@matrix-motors.example",
    );
  });
  const routes = () => ctx.app.routeCatalogue.filter((r) => r.url.startsWith("/api/"));

  it("keeps a garage's user out of every customer, staff and super-admin route", async () => {
    const closed = routes().filter((r) => ["customer", "staff", "super_admin"].includes(r.access));
    expect(closed.length).toBeGreaterThan(60);
    for (const route of closed) {
      const res = await send(route, garageUser);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.access === "customer" && route.method !== "HEAD") {
        expect(res.json().error.message, `${route.method} ${route.url}`).toBe(M.customersOnly);
      }
    }
  });

  it("keeps everyone but a garage's user out of every garage route", async () => {
    const portal = routes().filter((r) => r.access === "garage");
    expect(portal.length).toBeGreaterThan(0);
    for (const route of portal) {
      expect((await send(route, undefined)).statusCode, route.url).toBe(401);
      for (const who of ["customer", "other", "admin", "superAdmin"] as const) {
        const res = await send(route, accounts.cookies[who]);
        expect(res.statusCode, `${who}: ${route.method} ${route.url}`).toBe(403);
        if (route.method !== "HEAD") expect(res.json().error.message).toBe(M.garagesOnly);
      }
      expect((await send(route, garageUser)).statusCode, route.url).not.toBe(403);
    }
  });
});
