import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rewardTransactions } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const MINUTE_MS = 60_000;

async function award(
  userId: string,
  points: number,
  options: { quoteRequestId?: string; minutesAgo?: number } = {},
) {
  const [row] = await ctx.db
    .insert(rewardTransactions)
    .values({
      userId,
      points,
      reason: points > 0 ? "adjustment" : "redemption",
      quoteRequestId: options.quoteRequestId ?? null,
      createdAt: new Date(Date.now() - (options.minutesAgo ?? 0) * MINUTE_MS),
    })
    .returning({ id: rewardTransactions.id });
  return row!.id;
}

const rewards = (who: "owner" | "other" | "admin", query = "") =>
  call(ctx, accounts, who, "GET", `/api/rewards${query}`);

describe("GET /api/rewards", () => {
  it("answers an empty ledger with a zero balance", async () => {
    const res = await rewards("other");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 0, items: [], page: 1, pageSize: 20, totalItems: 0 });
  });

  it("lists the ledger newest first with each request's vehicle and service; total is the sum", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner);
    const oldest = await award(accounts.ids.owner, 10, {
      quoteRequestId: requestId,
      minutesAgo: 30,
    });
    const middle = await award(accounts.ids.owner, -4, { minutesAgo: 20 });
    const newest = await award(accounts.ids.owner, 25, { minutesAgo: 10 });
    await award(accounts.ids.other, 1000);

    const res = await rewards("owner");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(31);
    expect(body.totalItems).toBe(3);
    expect(body.items.map((e: { id: string }) => e.id)).toEqual([newest, middle, oldest]);
    expect(body.items[2]).toEqual({
      id: oldest,
      points: 10,
      reason: "adjustment",
      createdAt: expect.any(String),
      quoteRequestId: requestId,
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      serviceType: "oil-service",
    });
    expect(body.items[1]).toMatchObject({
      points: -4,
      reason: "redemption",
      quoteRequestId: null,
      vehicleMake: null,
      vehicleModel: null,
      serviceType: null,
    });

    const page2 = (await rewards("owner", "?page=2&pageSize=2")).json();
    expect(page2).toMatchObject({ total: 31, totalItems: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((e: { id: string }) => e.id)).toEqual([oldest]);
    // Another account's entries never show, and staff have their own (empty) ledger.
    expect((await rewards("admin")).json()).toMatchObject({ total: 0, totalItems: 0 });
  });

  it("keeps the total equal to the sum of the ledger while entries are inserted concurrently", async () => {
    const userId = accounts.ids.other;
    await ctx.db.delete(rewardTransactions).where(eq(rewardTransactions.userId, userId));
    const points = Array.from({ length: 40 }, (_, i) => (i % 5 === 4 ? -3 : i + 1));
    const reads: Promise<{ statusCode: number; json(): unknown }>[] = [];
    await Promise.all(
      points.map(async (p, i) => {
        if (i % 4 === 0) reads.push(rewards("other", "?pageSize=100"));
        await award(userId, p);
      }),
    );
    // Every answer, even one read while points were being written, adds up.
    for (const res of await Promise.all(reads)) {
      expect(res.statusCode).toBe(200);
      const body = res.json() as { total: number; totalItems: number; items: { points: number }[] };
      expect(body.items).toHaveLength(body.totalItems);
      expect(body.total).toBe(body.items.reduce((sum, e) => sum + e.points, 0));
    }
    const [ledger] = await ctx.db
      .select({ sum: sql<number>`sum(${rewardTransactions.points})`.mapWith(Number) })
      .from(rewardTransactions)
      .where(eq(rewardTransactions.userId, userId));
    const final = (await rewards("other", "?pageSize=100")).json();
    expect(final.total).toBe(points.reduce((a, b) => a + b, 0));
    expect(final.total).toBe(ledger!.sum);
    expect(final.totalItems).toBe(points.length);
    const stats = (await call(ctx, accounts, "other", "GET", "/api/dashboard/stats")).json();
    expect(stats.points).toBe(final.total);
  });

  it("refuses a bad page (400)", async () => {
    expect((await rewards("owner", "?page=0")).statusCode).toBe(400);
    expect((await rewards("owner", "?pageSize=101")).statusCode).toBe(400);
  });
});
