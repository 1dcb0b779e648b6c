import { describe, expect, it } from "vitest";
import { call, storedRequest, useAccounts } from "../admin/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { timeRequest } from "./fixtures.ts";

/**
 * 'Completed today' and the charts' days are Europe/London days: in summer time (BST, UTC+1)
 * a London day starts at 23:00 UTC the evening before.
 */
const LONDON_MIDNIGHT_UTC = new Date("2026-07-14T23:00:00Z"); // 00:00 BST, 15 July
const ONE_SECOND_BEFORE = new Date("2026-07-14T22:59:59Z"); // 23:59:59 BST, 14 July

let now = new Date("2026-07-15T09:00:00Z");
const ctx = useTestApp({ clock: () => now });
const accounts = useAccounts(ctx);

const statsAt = async (instant: Date) => {
  now = instant;
  const res = await call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats");
  expect(res.statusCode).toBe(200);
  return res.json() as {
    completedToday: number;
    perDay: { date: string; requests: number }[];
  };
};

describe("the London day at midnight in summer time", () => {
  it("counts by completion time on each side of 00:00 BST", async () => {
    const late = await storedRequest(ctx, accounts.customerId, { status: "completed" });
    await timeRequest(ctx, late, { createdAt: ONE_SECOND_BEFORE, completedAt: ONE_SECOND_BEFORE });
    const early = await storedRequest(ctx, accounts.customerId, { status: "completed" });
    await timeRequest(ctx, early, {
      createdAt: LONDON_MIDNIGHT_UTC,
      completedAt: LONDON_MIDNIGHT_UTC,
    });
    // completed at 00:30 BST but since restored and deleted: not a completed request any more
    const undone = await storedRequest(ctx, accounts.customerId, { status: "deleted" });
    await timeRequest(ctx, undone, {
      createdAt: LONDON_MIDNIGHT_UTC,
      completedAt: new Date("2026-07-14T23:30:00Z"),
    });

    // 10:00 BST on the 15th (09:00 UTC): only the one completed at 00:00 BST
    expect((await statsAt(new Date("2026-07-15T09:00:00Z"))).completedToday).toBe(1);
    // exactly 00:00 BST: a new London day has begun, though it is still the 14th in UTC
    const atMidnight = await statsAt(LONDON_MIDNIGHT_UTC);
    expect(atMidnight.completedToday).toBe(1);
    expect(atMidnight.perDay.at(-1)).toMatchObject({ date: "2026-07-15", requests: 2 });
    expect(atMidnight.perDay.at(-2)).toMatchObject({ date: "2026-07-14", requests: 1 });
    // one second before: still the 14th in London, and only the late one is today's
    const before = await statsAt(ONE_SECOND_BEFORE);
    expect(before.completedToday).toBe(1);
    expect(before.perDay.at(-1)).toMatchObject({ date: "2026-07-14", requests: 1 });
    expect(before.perDay[0]?.date).toBe("2026-06-15");
    // 23:59:59 BST on the 15th still counts it; 00:00 BST on the 16th no longer does
    expect((await statsAt(new Date("2026-07-15T22:59:59Z"))).completedToday).toBe(1);
    expect((await statsAt(new Date("2026-07-15T23:00:00Z"))).completedToday).toBe(0);
  });

  it("in winter (GMT) the day starts at 00:00 UTC", async () => {
    const winter = await storedRequest(ctx, accounts.customerId, { status: "completed" });
    await timeRequest(ctx, winter, {
      createdAt: new Date("2026-01-14T23:30:00Z"),
      completedAt: new Date("2026-01-14T23:30:00Z"),
    });
    expect((await statsAt(new Date("2026-01-15T00:00:00Z"))).completedToday).toBe(0);
    expect((await statsAt(new Date("2026-01-14T23:59:59Z"))).completedToday).toBe(1);
  });
});
