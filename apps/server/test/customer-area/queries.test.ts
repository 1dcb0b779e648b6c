import { describe, expect, it } from "vitest";
import { rewardTransactions } from "../../src/db/schema/index.ts";
import { dashboardStatsQuery } from "../../src/features/dashboard/repository.ts";
import {
  notificationCountsQuery,
  notificationPageQuery,
} from "../../src/features/notifications/repository.ts";
import { rewardPageQuery } from "../../src/features/rewards/repository.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { planOf, routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

describe("the stat cards' query", () => {
  it("is one statement, the same for no requests or many, never a page of a list", async () => {
    const stats = () => call(ctx, accounts, "other", "GET", "/api/dashboard/stats");
    const forNone = await routeStatementsOf(ctx.db, stats);
    for (const status of ["pending", "quoted", "deleted", "completed", "accepted"] as const) {
      await storedRequest(ctx, accounts.ids.other, { status });
      await storedRequest(ctx, accounts.ids.other, { status });
    }
    await ctx.db
      .insert(rewardTransactions)
      .values({ userId: accounts.ids.other, points: 7, reason: "adjustment" });
    let body: unknown;
    const forMany = await routeStatementsOf(ctx.db, async () => {
      body = (await stats()).json();
    });
    expect(forMany).toEqual(forNone);
    const own = forMany.filter((s) => s.includes("customer_request_counts"));
    expect(own).toHaveLength(1);
    // the balance is the kept row the Rewards tab reads, not a sum over the ledger
    expect(own[0]).toContain("reward_balances");
    expect(own[0]).not.toContain("reward_transactions");
    expect(body).toEqual({
      total: 8,
      pending: 2,
      quoted: 2,
      accepted: 2,
      completed: 2,
      deleted: 2,
      points: 7,
    });
  });
});

describe("the customer area's indexes", () => {
  it("reads the stat cards from the customer's status counts and the kept reward balance", async () => {
    const plan = await planOf(ctx.db, dashboardStatsQuery(ctx.db, accounts.ids.owner).getSQL(), {
      noBitmap: true,
    });
    expect(plan).toContain("customer_request_counts_user_id_status_pk");
    // the balance is one kept row, however long the ledger is
    expect(plan).toContain("reward_balances_pkey");
    expect(plan).not.toMatch(/on reward_transactions\b/);
  });

  it("reads notifications, on any page, from their index, and their counts from one kept row", async () => {
    const position = SOME_POSITION;
    await expectKeysetPlan(
      ctx.db,
      (after) => notificationPageQuery(ctx.db, accounts.ids.owner, { after, pageSize: 20 }),
      {
        index: "notifications_user_id_created_at_id_idx",
        position,
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
    const counts = notificationCountsQuery(ctx.db, accounts.ids.owner);
    const plan = await planOf(ctx.db, counts.getSQL());
    expect(plan).toContain("notification_counts_pkey");
    expect(plan).not.toMatch(/on notifications\b/);
  });

  it("reads the reward history, on any page, from reward_transactions_user_id_created_at_id_idx", async () => {
    await expectKeysetPlan(
      ctx.db,
      (after) => rewardPageQuery(ctx.db, accounts.ids.owner, { after, pageSize: 20 }),
      {
        index: "reward_transactions_user_id_created_at_id_idx",
        position: SOME_POSITION,
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
  });
});
