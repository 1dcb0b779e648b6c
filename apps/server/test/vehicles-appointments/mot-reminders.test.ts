import { addCalendarDays } from "@automobi/domain";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, motReminders, vehicles } from "../../src/db/schema/index.ts";
import { runMotReminders, scheduleMotReminders } from "../../src/features/reminders/service.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, errorOf, NOW, savedVehicle, TODAY, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);
const { cookies } = accounts;

/** 10:30 in London on `days` after TODAY. */
const dayAt = (days: number, time = "10:30:00") =>
  new Date(`${addCalendarDays(TODAY, days)}T${time}Z`);
const run = (now: Date | string = NOW) =>
  runMotReminders({ db: ctx.db, outbox: ctx.app.services.outbox }, new Date(now));

const reminderEmails = (to = "owner@example.com") =>
  ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "mot-reminder"), eq(emailOutbox.toAddress, to)))
    .orderBy(emailOutbox.createdAt);

async function setDue(vehicleId: string, daysFromToday: number) {
  await ctx.db
    .update(vehicles)
    .set({ motDueDate: addCalendarDays(TODAY, daysFromToday) })
    .where(eq(vehicles.id, vehicleId));
}

async function setPreference(cookie: string, motReminders: boolean) {
  const res = await call(ctx, cookie, "PATCH", "/api/profile/preferences", { motReminders });
  expect(res.statusCode).toBe(200);
}

let vehicleId = "";
beforeEach(async () => {
  await ctx.db.execute(sql`delete from vehicles`);
  await ctx.db.execute(sql`delete from mot_reminders`);
  await ctx.db.execute(sql`delete from email_outbox`);
  await setPreference(cookies.owner, true);
  await setPreference(cookies.stranger, true);
  vehicleId = (await savedVehicle(ctx, cookies.owner)).id;
});

describe("MOT reminders", () => {
  it("e-mails 30 days before the due date, once, however often it runs", async () => {
    await setDue(vehicleId, 30);
    expect(await run()).toEqual({ skipped: false, queued: 1 });
    expect(await run()).toEqual({ skipped: false, queued: 0 });
    expect(await run(dayAt(1))).toEqual({ skipped: false, queued: 0 });
    const mails = await reminderEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      "MOT reminder: your Volkswagen Golf (AB12 CDE) is due in 30 days",
    );
    expect(mails[0]!.text).toContain("Thursday 9 April 2026");
    expect(mails[0]!.text).toContain("turn MOT reminders off in Settings");
    const [row] = await ctx.db.select().from(motReminders);
    expect(row).toMatchObject({
      daysBefore: 30,
      registration: "AB12CDE",
      emailOutboxId: mails[0]!.id,
    });
  });

  it("e-mails again 7 days before, once: two e-mails per due date in all", async () => {
    await setDue(vehicleId, 30);
    for (let day = 0; day <= 30; day++) await run(dayAt(day));
    const mails = await reminderEmails();
    expect(mails.map((m) => m.subject)).toEqual([
      "MOT reminder: your Volkswagen Golf (AB12 CDE) is due in 30 days",
      "MOT reminder: your Volkswagen Golf (AB12 CDE) is due in 7 days",
    ]);
  });

  it("sends only the week's reminder for a due date already less than 8 days away", async () => {
    await setDue(vehicleId, 5);
    await run();
    await run(dayAt(1));
    const mails = await reminderEmails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("is due in 5 days");
  });

  it("sends nothing for a due date more than 30 days away or already past, or none at all", async () => {
    await setDue(vehicleId, 31);
    const other = await savedVehicle(ctx, cookies.owner, "BD19KLM");
    await setDue(other.id, -1);
    const third = await savedVehicle(ctx, cookies.owner, "CF66NPR");
    await ctx.db.update(vehicles).set({ motDueDate: null }).where(eq(vehicles.id, third.id));
    expect((await run()).queued).toBe(0);
    expect(await reminderEmails()).toEqual([]);
  });

  it("sends nothing to a customer who turned reminders off, and resumes when turned on", async () => {
    await setDue(vehicleId, 20);
    await setPreference(cookies.owner, false);
    expect((await run()).queued).toBe(0);
    expect(await reminderEmails()).toEqual([]);
    await setPreference(cookies.owner, true);
    expect((await run()).queued).toBe(1);
  });

  it("waits until 08:00 London time to send", async () => {
    await setDue(vehicleId, 30);
    expect((await run(dayAt(0, "07:59:00"))).queued).toBe(0);
    expect((await run(dayAt(0, "08:00:00"))).queued).toBe(1);
  });

  it("does not remind twice when the vehicle is removed and added again", async () => {
    await setDue(vehicleId, 30);
    await run();
    await call(ctx, cookies.owner, "DELETE", `/api/vehicles/${vehicleId}`);
    const again = await savedVehicle(ctx, cookies.owner);
    await setDue(again.id, 30);
    expect((await run()).queued).toBe(0);
    expect(await reminderEmails()).toHaveLength(1);
  });

  it("reminds again for the next due date", async () => {
    await setDue(vehicleId, 30);
    await run();
    await setDue(vehicleId, 30 + 365);
    expect((await run(dayAt(365))).queued).toBe(1);
    expect(await reminderEmails()).toHaveLength(2);
  });

  it("reminds each customer about each of their vehicles", async () => {
    await setDue(vehicleId, 30);
    const second = await savedVehicle(ctx, cookies.owner, "BD19KLM");
    await setDue(second.id, 10);
    const theirs = await savedVehicle(ctx, cookies.stranger);
    await setDue(theirs.id, 30);
    expect((await run()).queued).toBe(3);
    expect(await reminderEmails()).toHaveLength(2);
    expect(await reminderEmails("stranger@example.com")).toHaveLength(1);
  });

  it("sends each reminder once when two runs overlap", async () => {
    for (const plate of ["BD19KLM", "CF66NPR", "DG65TUV"]) {
      await setDue((await savedVehicle(ctx, cookies.owner, plate)).id, 30);
    }
    await setDue(vehicleId, 30);
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(4);
    expect(await reminderEmails()).toHaveLength(4);
  });

  it("works through more vehicles than one batch holds", async () => {
    await setDue(vehicleId, 30);
    for (const plate of ["BD19KLM", "CF66NPR", "DG65TUV", "EH18WXY"]) {
      await setDue((await savedVehicle(ctx, cookies.owner, plate)).id, 7);
    }
    const result = await runMotReminders(
      { db: ctx.db, outbox: ctx.app.services.outbox },
      new Date(NOW),
      2,
    );
    expect(result).toEqual({ skipped: false, queued: 5 });
  });
});

describe("the reminder schedule", () => {
  it("runs once soon after the start and then at each interval, one run at a time", async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      let overlapping = 0;
      let active = 0;
      const stop = scheduleMotReminders(
        async () => {
          runs++;
          active++;
          overlapping = Math.max(overlapping, active);
          // A run outlasts the interval: three ticks find it still running.
          await new Promise((resolve) => setTimeout(resolve, 30));
          active--;
        },
        () => {},
        { firstAfterMs: 5, everyMs: 10 },
      );
      await vi.advanceTimersByTimeAsync(4);
      expect(runs).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(115);
      expect(runs).toBeGreaterThanOrEqual(3);
      // Stopping waits for the run in hand to finish.
      let stopped = false;
      const stopping = stop().then(() => {
        stopped = true;
      });
      await vi.advanceTimersByTimeAsync(40);
      await stopping;
      expect(stopped).toBe(true);
      expect(active).toBe(0);
      expect(overlapping).toBe(1);
      const after = runs;
      await vi.advanceTimersByTimeAsync(100);
      expect(runs).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("GET and PATCH /api/profile/preferences", () => {
  it("has MOT reminders on by default, and turns them off and on", async () => {
    const first = await call(ctx, cookies.admin, "GET", "/api/profile/preferences");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ motReminders: true, serviceReminders: true });
    const off = await call(ctx, cookies.admin, "PATCH", "/api/profile/preferences", {
      motReminders: false,
    });
    expect(off.json()).toEqual({ motReminders: false, serviceReminders: true });
    expect((await call(ctx, cookies.admin, "GET", "/api/profile/preferences")).json()).toEqual({
      motReminders: false,
      serviceReminders: true,
    });
    // naming nothing changes nothing
    const none = await call(ctx, cookies.admin, "PATCH", "/api/profile/preferences", {});
    expect(none.json()).toEqual({ motReminders: false, serviceReminders: true });
  });

  it("refuses a value that is not true or false (400)", async () => {
    const res = await call(ctx, cookies.owner, "PATCH", "/api/profile/preferences", {
      motReminders: "no",
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({
      motReminders: "MOT reminders must be on (true) or off (false)",
    });
  });
});
