import { describe, expect, it } from "vitest";
import { rewardTransactions } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, submittedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const stats = async (who: "owner" | "other" = "owner") => {
  const res = await call(ctx, accounts, who, "GET", "/api/dashboard/stats");
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/dashboard/stats", () => {
  it("starts at zero", async () => {
    expect(await stats()).toEqual({
      total: 0,
      pending: 0,
      quoted: 0,
      accepted: 0,
      completed: 0,
      deleted: 0,
      points: 0,
    });
  });

  it("counts every status but deleted in Total, the named ones by status, and sums the ledger", async () => {
    const owner = accounts.ids.owner;
    for (const status of [
      "pending",
      "pending",
      "quoted",
      "accepted",
      "completed",
      "in_progress",
      "in_review",
      "deleted",
    ] as const) {
      await storedRequest(ctx, owner, { status });
    }
    await storedRequest(ctx, accounts.ids.other, { status: "pending" });
    await ctx.db.insert(rewardTransactions).values([
      { userId: owner, points: 10, reason: "adjustment" },
      { userId: owner, points: 15, reason: "adjustment" },
      { userId: owner, points: -5, reason: "redemption" },
      { userId: accounts.ids.other, points: 99, reason: "adjustment" },
    ]);
    expect(await stats()).toEqual({
      total: 7,
      pending: 2,
      quoted: 1,
      accepted: 1,
      completed: 1,
      deleted: 1,
      points: 20,
    });
    expect(await stats("other")).toMatchObject({ total: 1, pending: 1, points: 99 });
  });

  it("agrees with the lists after a soft delete: Total and Pending -1, Deleted +1", async () => {
    const before = await stats();
    const id = await submittedRequest(ctx, accounts.cookies.owner);
    const added = await stats();
    expect(added).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });
    const res = await call(ctx, accounts, "owner", "POST", `/api/quote-requests/${id}/delete`);
    expect(res.statusCode).toBe(200);
    const after = await stats();
    expect(after).toMatchObject({
      total: before.total,
      pending: before.pending,
      deleted: before.deleted + 1,
    });
    const list = async (view: string) =>
      (await call(ctx, accounts, "owner", "GET", `/api/quote-requests?view=${view}`)).json().total;
    expect(await list("active")).toBe(after.total);
    expect(await list("deleted")).toBe(after.deleted);
  });
});
