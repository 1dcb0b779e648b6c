import { randomUUID } from "node:crypto";
import { INVALID_REGISTRATION_MESSAGE, REGISTRATION_REQUIRED } from "@automobi/domain";
import { SAVED_VEHICLE_MESSAGES as M } from "@automobi/domain/schemas";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, vehicles } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { untilDatabaseClockPasses } from "../support/wait.ts";
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

async function clearVehicles() {
  await ctx.db.execute(sql`delete from vehicles`);
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'vehicle-add')`);
}

async function vehicleCount(userId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(vehicles)
    .where(eq(vehicles.userId, userId));
  return row!.n;
}

describe("POST /api/vehicles (Add Vehicle)", () => {
  it("looks the plate up on the server and saves the lookup's make, model, year and MOT date", async () => {
    await clearVehicles();
    const res = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "ab12 cde",
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      registration: "AB12CDE",
      make: "VOLKSWAGEN",
      model: "Golf",
      year: 2012,
    });
    expect(body.motDueDate).toMatch(/^\d{4}-03-01$/);
    expect(Object.keys(body).sort()).toEqual(
      ["createdAt", "id", "make", "model", "motDueDate", "registration", "year"].sort(),
    );
  });

  it("never takes the make or model from the browser when the lookup knows them", async () => {
    const res = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "CF66NPR",
      make: "FERRARI",
      model: "F40",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ make: "FORD", model: "Fiesta" });
  });

  it("refuses a plate already saved by the same customer (409) and keeps one row", async () => {
    const before = await vehicleCount(accounts.ids.owner);
    const res = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "AB12 CDE",
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: "CONFLICT", message: M.alreadySaved });
    expect(await vehicleCount(accounts.ids.owner)).toBe(before);
  });

  it("lets another customer save the same plate", async () => {
    const res = await call(ctx, cookies.stranger, "POST", "/api/vehicles", {
      registration: "AB12CDE",
    });
    expect(res.statusCode).toBe(201);
  });

  it("answers 422 for a plate the lookup does not know, and stores nothing", async () => {
    const before = await vehicleCount(accounts.ids.owner);
    const res = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "ZZ99ZZZ",
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res)).toMatchObject({ code: "LOOKUP_FAILED", message: M.unknownPlate });
    expect(await vehicleCount(accounts.ids.owner)).toBe(before);
  });

  it("asks for the model only when the lookup has none, and then uses the customer's", async () => {
    const without = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "LN15MKE",
    });
    expect(without.statusCode).toBe(422);
    expect(errorOf(without)).toMatchObject({
      message: M.modelRequired,
      fields: { model: M.modelRequired },
    });
    const withModel = await call(ctx, cookies.owner, "POST", "/api/vehicles", {
      registration: "LN15MKE",
      make: "FERRARI",
      model: "  Focus ",
    });
    expect(withModel.statusCode).toBe(201);
    expect(withModel.json()).toMatchObject({ make: "FORD", model: "Focus", year: 2015 });
  });

  it.each([
    [{}, REGISTRATION_REQUIRED.message],
    [{ registration: "   " }, REGISTRATION_REQUIRED.message],
    [{ registration: "NOT A PLATE!" }, INVALID_REGISTRATION_MESSAGE],
  ])("refuses %j with 400 and the field's message", async (payload, message) => {
    const res = await call(ctx, cookies.owner, "POST", "/api/vehicles", payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { registration: message },
    });
  });
});

describe("GET /api/vehicles (Vehicles tab)", () => {
  it("lists only the caller's vehicles, newest first, a page at a time", async () => {
    await clearVehicles();
    for (const plate of ["AB12CDE", "BD19KLM", "CF66NPR"]) {
      await savedVehicle(ctx, cookies.owner, plate);
      await untilDatabaseClockPasses(ctx.db);
    }
    await savedVehicle(ctx, cookies.stranger, "DG65TUV");
    const first = await call(ctx, cookies.owner, "GET", "/api/vehicles?pageSize=2");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ pageSize: 2, total: 3 });
    expect(first.json().items.map((v: { registration: string }) => v.registration)).toEqual([
      "CF66NPR",
      "BD19KLM",
    ]);
    const cursor = first.json().nextCursor;
    const second = await call(
      ctx,
      cookies.owner,
      "GET",
      `/api/vehicles?pageSize=2&cursor=${cursor}`,
    );
    expect(second.json()).toMatchObject({ total: 3, nextCursor: null });
    expect(second.json().items.map((v: { registration: string }) => v.registration)).toEqual([
      "AB12CDE",
    ]);
  });

  it("refuses a page size over the limit", async () => {
    const res = await call(ctx, cookies.owner, "GET", "/api/vehicles?pageSize=1000");
    expect(res.statusCode).toBe(400);
  });
});

describe("DELETE /api/vehicles/:id (Remove)", () => {
  it("removes the caller's vehicle", async () => {
    await clearVehicles();
    const vehicle = await savedVehicle(ctx, cookies.owner);
    const res = await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicle.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: vehicle.id });
    expect(await vehicleCount(accounts.ids.owner)).toBe(0);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(M.notFound);
    const malformed = await call(ctx, cookies.owner, "DELETE", "/api/vehicles/not-a-uuid");
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ id: M.notFound });
  });

  it("refuses (409) while a service is booked for it, and removes it once that is cancelled", async () => {
    await clearVehicles();
    const vehicle = await savedVehicle(ctx, cookies.owner);
    const booked = await book(ctx, cookies.owner, { vehicleId: vehicle.id });
    expect(booked.statusCode, booked.body).toBe(201);
    const refused = await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicle.id}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({ code: "CONFLICT", message: M.hasUpcomingAppointment });
    expect(await vehicleCount(accounts.ids.owner)).toBe(1);

    const id = booked.json().id;
    expect(
      (await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`)).statusCode,
    ).toBe(200);
    expect(
      (await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicle.id}`)).statusCode,
    ).toBe(200);
    const left = await ctx.db.select().from(appointments).where(eq(appointments.id, id));
    expect(left).toEqual([]);
  });

  it("removes a vehicle whose bookings are all in the past", async () => {
    await clearVehicles();
    const vehicle = await savedVehicle(ctx, cookies.owner);
    await ctx.db.insert(appointments).values({
      userId: accounts.ids.owner,
      vehicleId: vehicle.id,
      serviceType: "oil-service",
      scheduledDate: TODAY,
      // 10:00 today has started at 10:30
      scheduledHour: 10,
    });
    const res = await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicle.id}`);
    expect(res.statusCode).toBe(200);
  });

  it("keeps the vehicle's quote requests, unlinked", async () => {
    await clearVehicles();
    const { quoteForm } = await import("../support/quote-form.ts");
    const submitted = await ctx.app.inject({
      method: "POST",
      url: "/api/quote-requests",
      headers: { cookie: cookies.owner, origin: ctx.config.publicUrl },
      payload: quoteForm({ registration: "HL14 GHJ", make: "FORD", model: "Focus" }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [saved] = await ctx.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.userId, accounts.ids.owner), eq(vehicles.registration, "HL14GHJ")));
    // spec README item 11: the submitted registration is on the Vehicles tab
    const list = await call(ctx, cookies.owner, "GET", "/api/vehicles");
    expect(list.json().items.map((v: { id: string }) => v.id)).toContain(saved!.id);
    expect(
      (await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${saved!.id}`)).statusCode,
    ).toBe(200);
    const requests = await call(ctx, cookies.owner, "GET", "/api/quote-requests");
    expect(requests.json().items.map((r: { id: string }) => r.id)).toContain(submitted.json().id);
  });
});

describe("a booking and a removal at the same moment", () => {
  it("never leaves a booking for a removed vehicle", async () => {
    await clearVehicles();
    const vehicle = await savedVehicle(ctx, cookies.owner);
    const [booked, removed] = await Promise.all([
      book(ctx, cookies.owner, { vehicleId: vehicle.id, date: TOMORROW, hour: 11 }),
      call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicle.id}`),
    ]);
    const statuses = [booked.statusCode, removed.statusCode].sort();
    // booked first (the removal is refused), or removed first (the booking finds no vehicle)
    expect([
      [201, 409],
      [200, 404],
    ]).toContainEqual(statuses);
    const orphans = await ctx.db.execute(
      sql`select 1 from appointments a where not exists (select 1 from vehicles v where v.id = a.vehicle_id)`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
