import { randomUUID } from "node:crypto";
import { SCHEDULE_SERVICE_MESSAGES as M } from "@automobi/domain";
import { SAVED_VEHICLE_MESSAGES } from "@automobi/domain/schemas";
import { count, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { appointments, emailOutbox, notifications } from "../../src/db/schema/index.ts";
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
  await ctx.db.execute(sql`delete from email_outbox`);
  await ctx.db.execute(sql`delete from notifications`);
  vehicleId = (await savedVehicle(ctx, cookies.owner)).id;
});

const storedCount = async () => (await ctx.db.select({ n: count() }).from(appointments))[0]!.n;
const confirmations = () =>
  ctx.db.select().from(emailOutbox).where(eq(emailOutbox.template, "appointment-confirmation"));

describe("POST /api/appointments (Schedule Service)", () => {
  it("stores the appointment, queues the confirmation with its calendar file and notifies", async () => {
    const res = await book(ctx, cookies.owner, { vehicleId, serviceType: "mot-test", hour: 9 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      vehicleId,
      vehicle: { registration: "AB12CDE", make: "VOLKSWAGEN", model: "Golf" },
      serviceType: "mot-test",
      date: TOMORROW,
      hour: 9,
      time: "09:00",
      status: "scheduled",
      upcoming: true,
    });

    const [mail] = await confirmations();
    expect(mail!.toAddress).toBe("owner@example.com");
    expect(mail!.subject).toBe("Service Scheduled: MOT Test on Wednesday 11 March 2026 at 09:00");
    expect(mail!.text).toContain("Volkswagen Golf (AB12 CDE)");
    expect(mail!.attachments).toHaveLength(1);
    const [ics] = mail!.attachments;
    expect(ics!.filename).toBe("appointment.ics");
    expect(ics!.contentType).toContain("text/calendar");
    expect(ics!.content).toContain("BEGIN:VEVENT");
    expect(ics!.content).toContain("TZID:Europe/London");
    expect(ics!.content).toContain("DTSTART;TZID=Europe/London:20260311T090000");
    expect(ics!.content).toContain("DTEND;TZID=Europe/London:20260311T100000");
    expect(ics!.content).toContain(`UID:${body.id}@localhost`);
    expect(ics!.content).toContain("SUMMARY:MOT Test: Volkswagen Golf (AB12 CDE)");

    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, accounts.ids.owner));
    expect(note).toMatchObject({
      kind: "appointment_booked",
      title: M.scheduledTitle,
      body: "MOT Test for your Volkswagen Golf (AB12 CDE) on Wednesday 11 March 2026 at 09:00.",
      readAt: null,
    });
  });

  it("refuses a form with nothing chosen: 400 'Please fill in all required fields' per field", async () => {
    for (const payload of [
      {},
      { vehicleId: "", serviceType: "", date: "", hour: null },
      { vehicleId: null, serviceType: null, date: null },
    ]) {
      const res = await call(ctx, cookies.owner, "POST", "/api/appointments", payload);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({
        code: "VALIDATION_FAILED",
        fields: { vehicleId: M.missing, serviceType: M.missing, date: M.missing, hour: M.missing },
      });
    }
    expect(await storedCount()).toBe(0);
  });

  it.each([8, 18, 0, 23, 9.5, -9])("refuses the hour %s: only 09:00 to 17:00", async (hour) => {
    const res = await book(ctx, cookies.owner, { vehicleId, hour });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ hour: M.outsideHours });
  });

  it("accepts the first and the last slot, 09:00 and 17:00", async () => {
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 9 })).statusCode).toBe(201);
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 17 })).statusCode).toBe(201);
  });

  it.each([
    ["serviceType", { serviceType: "car-wash" }, M.unknownService],
    // a quote-form service, not one of the scheduler's
    ["serviceType", { serviceType: "full-vehicle-service" }, M.unknownService],
    ["date", { date: "2026-02-30" }, M.invalidDate],
    ["date", { date: "11/03/2026" }, M.invalidDate],
    ["vehicleId", { vehicleId: "my-car" }, "Please choose one of your saved vehicles."],
  ])("refuses a bad %s (%j)", async (field, change, message) => {
    const res = await book(ctx, cookies.owner, { vehicleId, ...change });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ [field]: message });
  });

  it("refuses a date before today in London (400) and stores nothing", async () => {
    const res = await book(ctx, cookies.owner, { vehicleId, date: "2026-03-09", hour: 12 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ message: M.pastDate, fields: { date: M.pastDate } });
    expect(await storedCount()).toBe(0);
    expect(await confirmations()).toEqual([]);
  });

  it("refuses today's hours that have started, and takes the later ones", async () => {
    // 10:30 in London
    for (const hour of [9, 10]) {
      const res = await book(ctx, cookies.owner, { vehicleId, date: TODAY, hour });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res)).toMatchObject({ message: M.pastTime, fields: { hour: M.pastTime } });
    }
    expect((await book(ctx, cookies.owner, { vehicleId, date: TODAY, hour: 11 })).statusCode).toBe(
      201,
    );
  });

  it("reads today and the hour in London, in summer time too", async () => {
    // 08:30 UTC is 09:30 BST: 09:00 has started, 10:00 has not
    clock.set("2026-07-01T08:30:00Z");
    const nine = await book(ctx, cookies.owner, { vehicleId, date: "2026-07-01", hour: 9 });
    expect(errorOf(nine).message).toBe(M.pastTime);
    expect(
      (await book(ctx, cookies.owner, { vehicleId, date: "2026-07-01", hour: 10 })).statusCode,
    ).toBe(201);
    // 23:30 UTC on 1 July is already 2 July in London
    clock.set("2026-07-01T23:30:00Z");
    const late = await book(ctx, cookies.owner, { vehicleId, date: "2026-07-01", hour: 17 });
    expect(errorOf(late).message).toBe(M.pastDate);
  });

  it("takes a date up to a year ahead and no further", async () => {
    expect((await book(ctx, cookies.owner, { vehicleId, date: "2027-03-10" })).statusCode).toBe(
      201,
    );
    const res = await book(ctx, cookies.owner, { vehicleId, date: "2027-03-11" });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ date: M.tooFarAhead });
  });

  it("answers 404 for another customer's vehicle or an unknown one, and sends nothing", async () => {
    const theirs = await savedVehicle(ctx, cookies.stranger, "BD19KLM");
    for (const id of [theirs.id, randomUUID()]) {
      const res = await book(ctx, cookies.owner, { vehicleId: id });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toMatchObject({
        code: "NOT_FOUND",
        message: SAVED_VEHICLE_MESSAGES.notFound,
      });
    }
    expect(await storedCount()).toBe(0);
    expect(await confirmations()).toEqual([]);
  });

  it("books a vehicle's slot once: the second booking is 409, with one row and one e-mail", async () => {
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 14 })).statusCode).toBe(201);
    const again = await book(ctx, cookies.owner, {
      vehicleId,
      hour: 14,
      serviceType: "oil-service",
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: "CONFLICT", message: M.slotTaken });
    expect(await storedCount()).toBe(1);
    expect(await confirmations()).toHaveLength(1);
  });

  it("of two bookings of one slot at the same moment, takes one", async () => {
    const results = await Promise.all([
      book(ctx, cookies.owner, { vehicleId, hour: 15 }),
      book(ctx, cookies.owner, { vehicleId, hour: 15 }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await storedCount()).toBe(1);
    expect(await confirmations()).toHaveLength(1);
  });

  it("lets another vehicle take the same slot, and the vehicle take another hour", async () => {
    const other = await savedVehicle(ctx, cookies.owner, "BD19KLM");
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 12 })).statusCode).toBe(201);
    expect((await book(ctx, cookies.owner, { vehicleId: other.id, hour: 12 })).statusCode).toBe(
      201,
    );
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 13 })).statusCode).toBe(201);
  });

  it("frees a cancelled slot for a new booking", async () => {
    const first = await book(ctx, cookies.owner, { vehicleId, hour: 16 });
    await call(ctx, cookies.owner, "POST", `/api/appointments/${first.json().id}/cancel`);
    expect((await book(ctx, cookies.owner, { vehicleId, hour: 16 })).statusCode).toBe(201);
  });
});
