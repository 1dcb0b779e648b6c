import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { user } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, submittedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/** The kept counts and a fresh count of the requests themselves, per customer and status. */
async function keptAndCounted() {
  const kept = await queryRows<{ user_id: string; status: string; n: number }>(
    ctx.db,
    sql`select user_id, status, count as n from customer_request_counts where count <> 0
        order by user_id, status`,
  );
  const counted = await queryRows<{ user_id: string; status: string; n: number }>(
    ctx.db,
    sql`select user_id, status, count(*)::int as n from quote_requests
        group by user_id, status order by user_id, status`,
  );
  return { kept, counted };
}

describe("the customer's request counts", () => {
  it("follow every insert, status change and delete, whoever makes it", async () => {
    const owner = accounts.ids.owner;
    // through the API: a submission, the customer's soft delete, staff's review and completion
    const submitted = await submittedRequest(ctx, accounts.cookies.owner);
    const other = await submittedRequest(ctx, accounts.cookies.owner);
    expect(
      (await call(ctx, accounts, "owner", "POST", `/api/quote-requests/${other}/delete`))
        .statusCode,
    ).toBe(200);
    for (const action of ["start-review", "mark-complete"]) {
      const res = await call(
        ctx,
        accounts,
        "admin",
        "POST",
        `/api/admin/quote-requests/${submitted}/${action}`,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    // straight in SQL: rows written, moved and removed
    const stored = await storedRequest(ctx, owner, { status: "quoted" });
    await storedRequest(ctx, accounts.ids.other, { status: "accepted" });
    await ctx.db.execute(sql`update quote_requests set status = 'accepted' where id = ${stored}`);
    await ctx.db.execute(sql`delete from quote_requests where id = ${other}`);

    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(
      await call(ctx, accounts, "owner", "GET", "/api/dashboard/stats").then((r) => r.json()),
    ).toMatchObject({ total: 2, completed: 1, accepted: 1, deleted: 0, pending: 0 });
    const list = await call(ctx, accounts, "owner", "GET", "/api/quote-requests");
    expect(list.json()).toMatchObject({ total: 2 });
  });

  it("go with the customer's account", async () => {
    await ctx.db.execute(sql`delete from ${user} where id = ${accounts.ids.other}`);
    const { kept, counted } = await keptAndCounted();
    expect(kept).toEqual(counted);
    expect(kept.some((row) => row.user_id === accounts.ids.other)).toBe(false);
  });
});
