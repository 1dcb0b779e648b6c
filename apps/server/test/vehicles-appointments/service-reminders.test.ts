import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, quoteRequests, serviceReminders } from "../../src/db/schema/index.ts";
import { runServiceReminders } from "../../src/features/reminders/service.ts";
import { storedRequest } from "../admin/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, errorOf, NOW, savedVehicle, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
const { cookies } = accounts;

const run = (now: Date | string = NOW) =>
  runServiceReminders({ db: ctx.db, outbox: ctx.app.services.outbox }, new Date(now));

const reminderEmails = (to = "owner@example.com") =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "service-reminder"), eq(emailOutbox.toAddress, to)))
    .orderBy(emailOutbox.createdAt);

/**
 * A request for the vehicle, completed at `completedAt` (UTC): by default the annual service
 * whose due date (its London day plus 11 months) is NOW's day, 10 March 2026.
 */
async function completedRequest(
  vehicleId: string,
  completedAt = "2025-04-10T15:00:00Z",
  services = ["full-vehicle-service"],
) {
  const id = await storedRequest(ctx, accounts.ids.owner, { status: "completed", services });
  await ctx.db
    .update(quoteRequests)
    .set({ vehicleId, completedAt: new Date(completedAt) })
    .where(eq(quoteRequests.id, id));
  return id;
}

async function setPreference(cookie: string, serviceReminders: boolean) {
  const res = await call(ctx, cookie, "PATCH", "/api/profile/preferences", { serviceReminders });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { motReminders: boolean; serviceReminders: boolean };
}

let vehicleId = "";
beforeEach(async () => {
  await ctx.db.execute(sql`delete from vehicles`);
  await ctx.db.execute(sql`delete from quote_requests`);
  await ctx.db.execute(sql`delete from service_reminders`);
  await ctx.db.execute(sql`delete from email_outbox`);
  await setPreference(cookies.owner, true);
  vehicleId = (await savedVehicle(ctx, cookies.owner)).id;
});

describe("annual service reminders", () => {
  it("e-mails 11 months after the vehicle's last completed service, once, however often it runs", async () => {
    await completedRequest(vehicleId);
    expect(await run()).toEqual({ skipped: false, queued: 1 });
    expect(await run()).toEqual({ skipped: false, queued: 0 });
    expect(await run("2026-03-20T10:30:00Z")).toEqual({ skipped: false, queued: 0 });
    const mails = await reminderEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(
      "Service reminder: your Volkswagen Golf (AB12 CDE) is due its annual service",
    );
    expect(mails[0]?.text).toContain("was completed on Thursday 10 April 2025");
    expect(mails[0]?.text).toContain("due around Tuesday 10 March 2026");
    expect(mails[0]?.text).toContain("/quote-request?service=full-vehicle-service");
    expect(mails[0]?.text).toContain("turn service reminders off in Settings");
    const [row] = await ctx.db.select().from(serviceReminders);
    expect(row).toMatchObject({
      registration: "AB12CDE",
      dueDate: "2026-03-10",
      emailOutboxId: mails[0]?.id,
    });
  });

  it("counts by the London day: a service completed at 23:30 UTC in summer is the next day's", async () => {
    // 23:30 UTC on 9 April 2025 is 00:30 on 10 April in London (BST)
    await completedRequest(vehicleId, "2025-04-09T23:30:00Z");
    expect((await run()).queued).toBe(1);
  });

  it("waits for the due day, and from 08:00 London time", async () => {
    await completedRequest(vehicleId, "2025-04-11T10:00:00Z");
    expect((await run()).queued).toBe(0);
    expect((await run("2026-03-11T07:59:00Z")).queued).toBe(0);
    expect((await run("2026-03-11T08:00:00Z")).queued).toBe(1);
  });

  it("counts from the last service only: a later one moves the reminder on", async () => {
    await completedRequest(vehicleId);
    await completedRequest(vehicleId, "2025-10-01T10:00:00Z", ["oil-service"]);
    expect((await run()).queued).toBe(0);
    expect((await run("2026-09-01T10:30:00Z")).queued).toBe(1);
    expect((await reminderEmails())[0]?.text).toContain("completed on Wednesday 1 October 2025");
  });

  it("ignores work that is not a service, requests not completed, and other vehicles", async () => {
    await completedRequest(vehicleId, "2025-04-10T15:00:00Z", ["brake-service", "respray"]);
    const open = await storedRequest(ctx, accounts.ids.owner, {
      status: "quoted",
      services: ["full-vehicle-service"],
    });
    await ctx.db.update(quoteRequests).set({ vehicleId }).where(eq(quoteRequests.id, open));
    // completed, but for no saved vehicle
    await storedRequest(ctx, accounts.ids.owner, {
      status: "completed",
      services: ["full-vehicle-service"],
    });
    expect((await run()).queued).toBe(0);
    expect(await reminderEmails()).toEqual([]);
  });

  it("still sends a reminder missed by up to 30 days, never an older one", async () => {
    // due on 8 February 2026: 30 days before NOW's day
    await completedRequest(vehicleId, "2025-03-08T12:00:00Z");
    expect((await run()).queued).toBe(1);
    await ctx.db.execute(sql`delete from service_reminders`);
    await ctx.db.execute(sql`delete from email_outbox`);
    await ctx.db.execute(sql`delete from quote_requests`);
    // due on 7 February 2026: 31 days
    await completedRequest(vehicleId, "2025-03-07T12:00:00Z");
    expect((await run()).queued).toBe(0);
  });

  it("sends nothing to a customer who turned service reminders off, and resumes when on", async () => {
    await completedRequest(vehicleId);
    expect(await setPreference(cookies.owner, false)).toEqual({
      motReminders: true,
      serviceReminders: false,
    });
    expect((await run()).queued).toBe(0);
    await setPreference(cookies.owner, true);
    expect((await run()).queued).toBe(1);
  });

  it("keeps the MOT reminders' preference apart", async () => {
    const res = await call(ctx, cookies.owner, "PATCH", "/api/profile/preferences", {
      motReminders: false,
    });
    expect(res.json()).toEqual({ motReminders: false, serviceReminders: true });
    const read = await call(ctx, cookies.owner, "GET", "/api/profile/preferences");
    expect(read.json()).toEqual({ motReminders: false, serviceReminders: true });
    await call(ctx, cookies.owner, "PATCH", "/api/profile/preferences", { motReminders: true });
  });

  it("refuses a preference that is not on or off, with its message", async () => {
    const res = await call(ctx, cookies.owner, "PATCH", "/api/profile/preferences", {
      serviceReminders: "yes",
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      serviceReminders: "Service reminders must be on (true) or off (false)",
    });
  });

  it("sends each reminder once when two runs overlap", async () => {
    await completedRequest(vehicleId);
    const second = await savedVehicle(ctx, cookies.owner, "BD19KLM");
    await completedRequest(second.id);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(2);
    expect(await reminderEmails()).toHaveLength(2);
  });
});
