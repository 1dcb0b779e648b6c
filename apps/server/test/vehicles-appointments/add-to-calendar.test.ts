import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { book, call, fixedClock, NOW, savedVehicle, TODAY, useAccounts } from "./fixtures.ts";
import { readCalendar } from "./read-calendar.ts";

const clock = fixedClock(NOW);
const ctx = useTestApp({ clock: clock.now });
const accounts = useAccounts(ctx);
const { cookies } = accounts;
let vehicleId = "";

beforeEach(async () => {
  clock.set(NOW);
  await ctx.db.execute(sql`delete from vehicles`);
  await ctx.db.execute(sql`delete from email_outbox`);
  vehicleId = (await savedVehicle(ctx, cookies.owner)).id;
});

const download = (cookie: string, id: string) =>
  call(ctx, cookie, "GET", `/api/appointments/${id}/calendar`);

const queued = (template: "appointment-confirmation" | "appointment-cancellation") =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, template), eq(emailOutbox.toAddress, "owner@example.com")));

describe("GET /api/appointments/:id/calendar (Add to calendar)", () => {
  it("downloads the appointment as one event in Europe/London, at the right instant in BST and in GMT", async () => {
    // 1 July is British Summer Time (UTC+1); 1 December is GMT (UTC+0).
    const summer = await book(ctx, cookies.owner, {
      vehicleId,
      serviceType: "brake-service",
      date: "2026-07-01",
      hour: 9,
    });
    const winter = await book(ctx, cookies.owner, { vehicleId, date: "2026-12-01", hour: 17 });
    const summerId = summer.json().id as string;

    const res = await download(cookies.owner, summerId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="brake-service-2026-07-01.ics"',
    );
    expect(readCalendar(res.body)).toMatchObject({
      method: "PUBLISH",
      uid: `${summerId}@localhost`,
      sequence: 0,
      status: "CONFIRMED",
      summary: "Brake Service: Volkswagen Golf (AB12 CDE)",
      zone: "Europe/London",
      localStart: "2026-07-01T09:00:00",
      start: "2026-07-01T08:00:00.000Z",
      end: "2026-07-01T09:00:00.000Z",
    });

    const december = readCalendar((await download(cookies.owner, winter.json().id)).body);
    expect(december).toMatchObject({
      summary: "MOT Test: Volkswagen Golf (AB12 CDE)",
      localStart: "2026-12-01T17:00:00",
      start: "2026-12-01T17:00:00.000Z",
      end: "2026-12-01T18:00:00.000Z",
    });

    // The same event as the confirmation e-mail's file: a calendar holding both keeps one.
    const [confirmation] = await queued("appointment-confirmation");
    expect(readCalendar(confirmation!.attachments[0]!.content)).toMatchObject({
      method: "PUBLISH",
      sequence: 0,
    });
  });

  it("answers 404 for another customer's appointment or an unknown one, 401 signed out", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId })).json().id as string;
    expect((await download(cookies.stranger, id)).statusCode).toBe(404);
    expect((await download(cookies.owner, randomUUID())).statusCode).toBe(404);
    expect((await download("", id)).statusCode).toBe(401);
  });
});

describe("cancelling sends the calendar cancellation", () => {
  it("queues an e-mail with METHOD:CANCEL for the same UID at a higher SEQUENCE", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId, date: "2026-07-01", hour: 14 })).json()
      .id as string;
    const [confirmation] = await queued("appointment-confirmation");
    const booked = readCalendar(confirmation!.attachments[0]!.content);

    const res = await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);

    const mails = await queued("appointment-cancellation");
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Service Cancelled: MOT Test on Wednesday 1 July 2026 at 14:00");
    expect(mail.text).toContain("Volkswagen Golf (AB12 CDE)");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
    const cancelled = readCalendar(mail.attachments[0]!.content);
    expect(cancelled).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      uid: booked.uid,
      start: "2026-07-01T13:00:00.000Z",
    });
    expect(cancelled.uid).toBe(`${id}@localhost`);
    expect(cancelled.sequence).toBeGreaterThan(booked.sequence);
    expect(cancelled.organizer).toBe(booked.organizer);

    // A download after the cancel is the cancellation too, never the live event again.
    expect(readCalendar((await download(cookies.owner, id)).body)).toMatchObject({
      method: "CANCEL",
      status: "CANCELLED",
      sequence: cancelled.sequence,
    });
  });

  it("queues nothing when the cancel is refused", async () => {
    const id = (await book(ctx, cookies.owner, { vehicleId, date: TODAY, hour: 11 })).json()
      .id as string;
    clock.set("2026-03-10T11:00:00Z");
    const late = await call(ctx, cookies.owner, "POST", `/api/appointments/${id}/cancel`);
    expect(late.statusCode).toBe(409);
    const theirs = await call(ctx, cookies.stranger, "POST", `/api/appointments/${id}/cancel`);
    expect(theirs.statusCode).toBe(404);
    expect(await queued("appointment-cancellation")).toHaveLength(0);
  });
});
