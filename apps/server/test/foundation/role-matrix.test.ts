import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { storedDirectoryGarage, useAccounts } from "../admin/fixtures.ts";
import { nextClientIp } from "../support/accounts.ts";
import { EVENT_STREAM_ROUTES, streamStatus } from "../support/event-stream.ts";
import { garageUserCookie } from "../support/garage-portal.ts";
import { useTestApp } from "../support/test-app.ts";
import { ROLE_MATRIX, WHO } from "./role-matrix.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";
const sample = (path: string) => path.replace(/:[A-Za-z]+/g, SAMPLE_ID);

/**
 * Every route of the API, as each kind of caller, with an unknown id in every path parameter
 * and an empty body: who is let in (and then finds nothing, or is asked for more) and who is
 * refused (401, 403). `role-matrix.ts` has a row for every route: a new route without one fails
 * here, so nobody adds a route without saying who may call it. An event stream is opened over a
 * real connection and closed once its status is read.
 */
describe("the role matrix", () => {
  const cookies: Record<string, string | undefined> = {};
  beforeAll(async () => {
    const x = await storedDirectoryGarage(ctx, { name: "Garage X", email: "x@matrix.example" });
    const y = await storedDirectoryGarage(ctx, { name: "Garage Y", email: "y@matrix.example" });
    Object.assign(cookies, {
      anonymous: undefined,
      customerA: accounts.cookies.customer,
      customerB: accounts.cookies.other,
      garageX: await garageUserCookie(ctx.app, ctx.db, accounts.cookies.admin, x, "u@x.example"),
      garageY: await garageUserCookie(ctx.app, ctx.db, accounts.cookies.admin, y, "u@y.example"),
      admin: accounts.cookies.admin,
      superAdmin: accounts.cookies.superAdmin,
    });
  });
  const routes = () =>
    ctx.app.routeCatalogue
      .filter((r) => r.method !== "HEAD" && r.access !== "static")
      .map((r) => `${r.method} ${r.url}`)
      .sort();

  it("has a row for every route, and none for a route that is gone", () => {
    expect(routes().filter((route) => !(route in ROLE_MATRIX))).toEqual([]);
    expect(Object.keys(ROLE_MATRIX).filter((route) => !routes().includes(route))).toEqual([]);
  });

  it("has rows that keep each route's declared access: 401 signed out, 403 for the wrong role", () => {
    const refused: string[] = [];
    for (const route of ctx.app.routeCatalogue) {
      const row = ROLE_MATRIX[`${route.method} ${route.url}`];
      if (route.method === "HEAD" || !row || row.startsWith("skip")) continue;
      const status = Object.fromEntries(WHO.map((who, i) => [who, row.split(" ")[i]]));
      const wrong = (who: (typeof WHO)[number], expected: string) => {
        if (status[who] !== expected) refused.push(`${route.method} ${route.url}: ${who}`);
      };
      if (route.access === "public" || route.access === "static") continue;
      wrong("anonymous", "401");
      if (route.access === "garage") {
        for (const who of ["customerA", "customerB", "admin", "superAdmin"] as const)
          wrong(who, "403");
      } else {
        wrong("garageX", "403");
        wrong("garageY", "403");
      }
      if (route.access === "staff" || route.access === "super_admin") {
        wrong("customerA", "403");
        wrong("customerB", "403");
      }
      if (route.access === "super_admin") wrong("admin", "403");
    }
    expect(refused).toEqual([]);
  });

  it("answers each kind of caller as its row says", async () => {
    const seen: Record<string, string> = {};
    for (const route of routes()) {
      const row = ROLE_MATRIX[route];
      if (row?.startsWith("skip")) continue;
      const [method, url] = route.split(" ") as [string, string];
      const statuses: number[] = [];
      for (const who of WHO) {
        await ctx.db.execute(sql`delete from rate_limit`);
        const cookie = cookies[who];
        if (EVENT_STREAM_ROUTES.has(route)) {
          statuses.push(await streamStatus(ctx.app, sample(url), cookie));
          continue;
        }
        const res = await ctx.app.inject({
          method: method as "GET",
          url: sample(url),
          remoteAddress: nextClientIp(),
          headers: { ...(cookie ? { cookie } : {}), origin: ctx.config.publicUrl },
          ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
        });
        statuses.push(res.statusCode);
      }
      seen[route] = statuses.join(" ");
    }
    if (process.env.ROLE_MATRIX_PRINT) {
      for (const [route, row] of Object.entries(seen)) console.info(`  "${route}": "${row}",`);
    }
    const expected = Object.fromEntries(
      Object.keys(seen).map((route) => [route, ROLE_MATRIX[route]]),
    );
    expect(seen).toEqual(expected);
  });
});
