import { randomUUID } from "node:crypto";
import { SCHEDULE_SERVICE_MESSAGES as M } from "@automobi/domain";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments } from "../../src/db/schema/index.ts";
import { idsOf, walkCursorPages } from "../support/cursor-walk.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  book,
  call,
  errorOf,
  fixedClock,
  NOW,
  savedVehicle,
  TODAY,
  TOMORROW,
  useAccounts,
} from "./fixtures.ts";

const clock = fixedClock(NOW);
const ctx = useTestApp({ clock: clock.now });
const accounts = useAccounts(ctx);
const { cookies } = accounts;
let vehicleId = "";

beforeEach(async () => {
  clock.set(NOW);
  await ctx.db.execute(sql`delete from vehicles`);
  vehicleId = (await savedVehicle(ctx, cookies.owner)).id;
});

describe("GET /api/appointments", () => {
  async function seed() {
    const ids: Record<string, string> = {};
    for (const [name, date, hour] of [
      ["later", "2026-03-20", 9],
      ["soon", TOMORROW, 15],
      ["sooner", TOMORROW, 10],
      ["cancelled", TOMORROW, 11],
    ] as const) {
      ids[name] = (await book(ctx, cookies.owner, { vehicleId, date, hour })).json().id;
    }
    await call(ctx, cookies.owner, "POST", `/api/appointments/${ids.cancelled}/cancel`);
    // one whose hour has passed (booked the day before)
    const [past] = await ctx.db
      .insert(appointments)
      .values({
        userId: accounts.ids.owner,
        vehicleId,
        serviceType: "oil-service",
        scheduledDate: TODAY,
        scheduledHour: 9,
      })
      .returning();
    ids.past = past!.id;
    const theirs = await savedVehicle(ctx, cookies.stranger, "CF66NPR");
    await book(ctx, cookies.stranger, { vehicleId: theirs.id });
    return ids;
  }

  it("lists the caller's upcoming appointments soonest first by default", async () => {
    const ids = await seed();
    const res = await call(ctx, cookies.owner, "GET", "/api/appointments");
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().items.map((a: { id: string }) => a.id)).toEqual([
      ids.sooner,
      ids.soon,
      ids.later,
    ]);
    expect(res.json().items.every((a: { upcoming: boolean }) => a.upcoming)).toBe(true);
  });

  it("lists all of them, latest slot first, with scope=all", async () => {
    const ids = await seed();
    const res = await call(ctx, cookies.owner, "GET", "/api/appointments?scope=all&pageSize=10");
    expect(res.json().items.map((a: { id: string }) => a.id)).toEqual([
      ids.later,
      ids.soon,
      ids.cancelled,
      ids.sooner,
      ids.past,
    ]);
    const byId = Object.fromEntries(
      res.json().items.map((a: { id: string; status: string; upcoming: boolean }) => [a.id, a]),
    );
    expect(byId[ids.cancelled!]).toMatchObject({ status: "cancelled", upcoming: false });
    expect(byId[ids.past!]).toMatchObject({ status: "scheduled", upcoming: false });
  });

  it("refuses an unknown scope", async () => {
    const res = await call(ctx, cookies.owner, "GET", "/api/appointments?scope=past");
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/appointments/:id/cancel", () => {
  it("cancels the caller's upcoming appointment once; a second cancel is 409", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId })).json().id;
    const res = await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "cancelled", upcoming: false });
    const again = await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: "CONFLICT", message: M.notUpcoming });
  });

  it("refuses (409) one whose hour has started", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId, date: TODAY, hour: 11 })).json().id;
    clock.set("2026-03-10T11:00:00Z");
    const res = await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    const [row] = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row!.status).toBe("scheduled");
  });

  it("answers 404 to another customer and for an unknown id, and changes nothing", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId })).json().id;
    for (const [cookie, target] of [
      [cookies.stranger, id],
      [cookies.owner, randomUUID()],
    ] as const) {
      const res = await call(ctx, cookie, "POST", `/api/appointments/${target}/cancel`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(M.notFound);
    }
    const [row] = await ctx.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.status, "scheduled")));
    expect(row).toBeTruthy();
  });
});

describe("GET /api/admin/appointments", () => {
  it("lists every customer's, upcoming soonest first, then the rest latest first, with the customer", async () => {
    const theirs = await savedVehicle(ctx, cookies.stranger, "CF66NPR");
    const a = (await book(ctx, cookies.owner, { vehicleId, date: "2026-03-12", hour: 9 })).json()
      .id;
    const b = (await book(ctx, cookies.stranger, { vehicleId: theirs.id, hour: 13 })).json().id;
    const c = (await book(ctx, cookies.owner, { vehicleId, hour: 16 })).json().id;
    await call(ctx, cookies.owner, "POST", `/api/appointments/${c}/cancel`);
    const [old] = await ctx.db
      .insert(appointments)
      .values({
        userId: accounts.ids.stranger,
        vehicleId: theirs.id,
        serviceType: "tyre-change",
        scheduledDate: "2026-03-01",
        scheduledHour: 10,
      })
      .returning();

    const res = await call(ctx, cookies.admin, "GET", "/api/admin/appointments");
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(res.json().items.map((x: { id: string }) => x.id)).toEqual([b, a, c, old!.id]);
    expect(res.json().items[0]).toMatchObject({
      customerEmail: "stranger@example.com",
      vehicle: { registration: "CF66NPR", make: "FORD", model: "Fiesta" },
      time: "13:00",
      upcoming: true,
    });

    const pages = await walkCursorPages(
      (url) => call(ctx, cookies.admin, "GET", url),
      "/api/admin/appointments?pageSize=3",
    );
    expect(pages).toHaveLength(2);
    expect(idsOf(pages)).toEqual([b, a, c, old!.id]);
  });
});
