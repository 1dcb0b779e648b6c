import { CURSOR_MESSAGE } from "@automobi/domain";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
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
    expect(res.json()).toEqual({ balance: 0, items: [], pageSize: 20, total: 0, nextCursor: null });
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
    expect(body.balance).toBe(31);
    expect(body.total).toBe(3);
    expect(body.nextCursor).toBeNull();
    expect(body.items.map((e: { id: string }) => e.id)).toEqual([newest, middle, oldest]);
    expect(body.items[2]).toEqual({
      id: oldest,
      points: 10,
      reason: "adjustment",
      createdAt: expect.any(String),
      quoteRequestId: requestId,
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      services: ["oil-service"],
      receipt: null,
    });
    expect(body.items[1]).toMatchObject({
      points: -4,
      reason: "redemption",
      quoteRequestId: null,
      vehicleMake: null,
      vehicleModel: null,
      services: null,
    });

    const page1 = (await rewards("owner", "?pageSize=2")).json();
    expect(page1).toMatchObject({ balance: 31, total: 3, pageSize: 2 });
    expect(page1.items.map((e: { id: string }) => e.id)).toEqual([newest, middle]);
    const page2 = (
      await rewards("owner", `?pageSize=2&cursor=${encodeURIComponent(page1.nextCursor)}`)
    ).json();
    expect(page2).toMatchObject({ balance: 31, total: 3, pageSize: 2, nextCursor: null });
    expect(page2.items.map((e: { id: string }) => e.id)).toEqual([oldest]);
    // Another account's entries never show, and staff have their own (empty) ledger.
    expect((await rewards("admin")).json()).toMatchObject({ balance: 0, total: 0 });
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
      const body = res.json() as { balance: number; total: number; items: { points: number }[] };
      expect(body.items).toHaveLength(body.total);
      expect(body.balance).toBe(body.items.reduce((sum, e) => sum + e.points, 0));
    }
    const [ledger] = await ctx.db
      .select({ sum: sql<number>`sum(${rewardTransactions.points})`.mapWith(Number) })
      .from(rewardTransactions)
      .where(eq(rewardTransactions.userId, userId));
    const final = (await rewards("other", "?pageSize=100")).json();
    expect(final.balance).toBe(points.reduce((a, b) => a + b, 0));
    expect(final.balance).toBe(ledger!.sum);
    expect(final.total).toBe(points.length);
    const stats = (await call(ctx, accounts, "other", "GET", "/api/dashboard/stats")).json();
    expect(stats.points).toBe(final.balance);
  });

  it("walks a long ledger page by page by cursor, ties on the same instant included", async () => {
    const userId = accounts.ids.other;
    await ctx.db.delete(rewardTransactions).where(eq(rewardTransactions.userId, userId));
    // 25 entries over 5 instants: the id orders entries of the same instant.
    const at = (i: number) =>
      new Date(Date.UTC(2026, 10, 20, 9, 0, 0) - Math.floor(i / 5) * MINUTE_MS);
    const rows = await ctx.db
      .insert(rewardTransactions)
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          userId,
          points: i + 1,
          reason: "adjustment" as const,
          createdAt: at(i),
        })),
      )
      .returning({ id: rewardTransactions.id, createdAt: rewardTransactions.createdAt });
    const expected = rows
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?pageSize=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const body = (await rewards("other", query)).json();
      expect(body).toMatchObject({ balance: 325, total: 25, pageSize: 7 });
      seen.push(...body.items.map((e: { id: string }) => e.id));
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(4);
    expect(seen).toEqual(expected);
  });

  it("refuses a bad page size or cursor (400)", async () => {
    expect((await rewards("owner", "?pageSize=0")).statusCode).toBe(400);
    expect((await rewards("owner", "?pageSize=101")).statusCode).toBe(400);
    const bad = await rewards("owner", "?cursor=not-a-cursor");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ cursor: CURSOR_MESSAGE });
  });
});

describe("each account's kept balance", () => {
  it("matches the ledger's sum after bulk awards, a correction, removals and a page past the end", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner);
    await ctx.db.execute(sql`
      insert into reward_transactions (user_id, points, reason, quote_request_id)
      select u.id, case when g % 4 = 0 then -g else g * 10 end,
        case when g % 4 = 0 then 'redemption' else 'adjustment' end, ${requestId}::uuid
      from generate_series(1, 30) g
      cross join (values (${accounts.ids.owner}), (${accounts.ids.other})) u (id)`);
    await ctx.db.execute(
      sql`update reward_transactions set points = points + 1 where points > 0 and points < 100`,
    );
    await ctx.db.execute(sql`delete from reward_transactions where points between 100 and 150`);
    // the request's removal clears the entries' link to it (an update of each)
    await ctx.db.execute(sql`delete from quote_requests where id = ${requestId}`);
    type Totals = { user_id: string; balance: number; entries: number };
    const kept = () =>
      queryRows<Totals>(
        ctx.db,
        sql`select user_id, balance, entries from reward_balances order by user_id`,
      );
    const counted = () =>
      queryRows<Totals>(
        ctx.db,
        sql`select user_id, sum(points)::int as balance, count(*)::int as entries
            from reward_transactions group by user_id order by user_id`,
      );
    expect(await kept()).toEqual(await counted());
    const owner = (await counted()).find((row) => row.user_id === accounts.ids.owner);
    expect(owner?.entries).toBeGreaterThan(0);
    const first = (await rewards("owner", "?pageSize=1")).json();
    expect(first).toMatchObject({ balance: owner?.balance, total: owner?.entries });
    // Every entry after the first page's removed: the next page has none to carry the totals.
    await ctx.db.execute(
      sql`delete from reward_transactions where user_id = ${accounts.ids.owner}
          and id <> ${first.items[0].id}`,
    );
    const [left] = (await counted()).filter((row) => row.user_id === accounts.ids.owner);
    const past = (
      await rewards("owner", `?pageSize=1&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(past).toMatchObject({ items: [], balance: left?.balance, total: 1 });
  });
});
