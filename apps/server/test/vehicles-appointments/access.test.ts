import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../support/test-app.ts";
import { book, call, fixedClock, NOW, savedVehicle, useAccounts, type Who } from "./fixtures.ts";

const ctx = useTestApp({ clock: fixedClock(NOW).now });
const accounts = useAccounts(ctx);
const { cookies } = accounts;

/**
 * The owner's things, made afresh for each cell of the matrix: a vehicle with nothing booked,
 * and an appointment (for another of their vehicles).
 */
interface Target {
  vehicleId: string;
  appointmentId: string;
}

interface RouteCase {
  name: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: (t: Target) => string;
  payload?: (t: Target) => unknown;
}

const CUSTOMER_ROUTES: RouteCase[] = [
  { name: "list vehicles", method: "GET", url: () => "/api/vehicles" },
  {
    name: "add a vehicle",
    method: "POST",
    url: () => "/api/vehicles",
    payload: () => ({ registration: "KM73LMN" }),
  },
  { name: "remove a vehicle", method: "DELETE", url: (t) => `/api/vehicles/${t.vehicleId}` },
  { name: "vehicle history", method: "GET", url: (t) => `/api/vehicles/${t.vehicleId}/history` },
  {
    name: "book",
    method: "POST",
    url: () => "/api/appointments",
    payload: (t) => ({
      vehicleId: t.vehicleId,
      serviceType: "oil-service",
      date: "2026-03-12",
      hour: 12,
    }),
  },
  { name: "list appointments", method: "GET", url: () => "/api/appointments?scope=all" },
  {
    name: "cancel",
    method: "POST",
    url: (t) => `/api/appointments/${t.appointmentId}/cancel`,
  },
  {
    name: "calendar file",
    method: "GET",
    url: (t) => `/api/appointments/${t.appointmentId}/calendar`,
  },
  { name: "read preferences", method: "GET", url: () => "/api/profile/preferences" },
  {
    name: "change preferences",
    method: "PATCH",
    url: () => "/api/profile/preferences",
    payload: () => ({ motReminders: false }),
  },
];

/** What each account gets from a customer route aimed at the owner's things. */
const EXPECTED: Record<string, Record<Exclude<Who, "anonymous">, number>> = {
  "list vehicles": { owner: 200, stranger: 200, admin: 200, superAdmin: 200 },
  "add a vehicle": { owner: 201, stranger: 201, admin: 201, superAdmin: 201 },
  "remove a vehicle": { owner: 200, stranger: 404, admin: 404, superAdmin: 404 },
  "vehicle history": { owner: 200, stranger: 404, admin: 404, superAdmin: 404 },
  book: { owner: 201, stranger: 404, admin: 404, superAdmin: 404 },
  "list appointments": { owner: 200, stranger: 200, admin: 200, superAdmin: 200 },
  cancel: { owner: 200, stranger: 404, admin: 404, superAdmin: 404 },
  "calendar file": { owner: 200, stranger: 404, admin: 404, superAdmin: 404 },
  "read preferences": { owner: 200, stranger: 200, admin: 200, superAdmin: 200 },
  "change preferences": { owner: 200, stranger: 200, admin: 200, superAdmin: 200 },
};

async function freshTarget(): Promise<Target> {
  await ctx.db.execute(sql`delete from vehicles`);
  const vehicle = await savedVehicle(ctx, cookies.owner);
  const booked = await savedVehicle(ctx, cookies.owner, "BD19KLM");
  const appointment = await book(ctx, cookies.owner, { vehicleId: booked.id, hour: 10 });
  expect(appointment.statusCode, appointment.body).toBe(201);
  return { vehicleId: vehicle.id, appointmentId: appointment.json().id };
}

describe.each(CUSTOMER_ROUTES)("$method $name: customer route", (route) => {
  it("needs a session (401), before any input is read", async () => {
    const target = await freshTarget();
    const res = await call(ctx, "", route.method, route.url(target), route.payload?.(target));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHENTICATED");
    const junk = route.url({ vehicleId: "junk", appointmentId: "junk" });
    expect((await call(ctx, "", route.method, junk, { junk: true })).statusCode).toBe(401);
  });

  it.each(["owner", "stranger", "admin", "superAdmin"] as const)(
    "answers %s as its own account: the owner's things exist only for the owner",
    async (who) => {
      const target = await freshTarget();
      const res = await call(
        ctx,
        cookies[who],
        route.method,
        route.url(target),
        route.payload?.(target),
      );
      expect(res.statusCode, res.body).toBe(EXPECTED[route.name]![who]);
      if (res.statusCode === 404) expect(res.json().error.code).toBe("NOT_FOUND");
      if (route.method === "GET" && res.statusCode === 200 && who !== "owner") {
        // another account's lists hold nothing of the owner's
        const text = res.body;
        expect(text).not.toContain(target.vehicleId);
        expect(text).not.toContain(target.appointmentId);
      }
    },
  );
});

describe("GET /api/admin/appointments: staff route", () => {
  const url = "/api/admin/appointments";

  it("needs a session (401)", async () => {
    expect((await call(ctx, "", "GET", url)).statusCode).toBe(401);
  });

  it.each(["owner", "stranger"] as const)("is refused to a customer (%s: 403)", async (who) => {
    const res = await call(ctx, cookies[who], "GET", url);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("FORBIDDEN");
  });

  it.each(["admin", "superAdmin"] as const)(
    "is open to %s (200), with the owner's booking",
    async (who) => {
      const target = await freshTarget();
      const res = await call(ctx, cookies[who], "GET", url);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((a: { id: string }) => a.id)).toContain(target.appointmentId);
    },
  );
});

describe("writes from another site", () => {
  it.each([
    ["POST", "/api/vehicles"],
    ["POST", "/api/appointments"],
    ["PATCH", "/api/profile/preferences"],
  ] as const)(
    "refuses %s %s with the session cookie but no proof of our page (403)",
    async (method, url) => {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie: cookies.owner, origin: "https://evil.example" },
        payload: {},
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it("refuses DELETE of a vehicle from another site (403) and keeps it", async () => {
    const target = await freshTarget();
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/vehicles/${target.vehicleId}`,
      headers: { cookie: cookies.owner, origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    const list = await call(ctx, cookies.owner, "GET", "/api/vehicles");
    expect(list.json().items.map((v: { id: string }) => v.id)).toContain(target.vehicleId);
  });

  it("answers an unknown appointment id 404 and a malformed one 400 for the owner", async () => {
    const unknown = await call(
      ctx,
      cookies.owner,
      "POST",
      `/api/appointments/${randomUUID()}/cancel`,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(ctx, cookies.owner, "POST", "/api/appointments/nope/cancel");
    expect(malformed.statusCode).toBe(400);
  });
});
