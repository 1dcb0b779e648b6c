import { and, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { keysetOrderBy } from "../../src/db/keyset.ts";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { listShape, listWhere, searchWhere } from "../../src/features/admin-requests/repository.ts";
import { planOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

async function list(query: string) {
  const res = await call(ctx, accounts, "admin", "GET", `/api/admin/quote-requests?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<{ id: string; status: string; vehicleRegistration: string }>;
    total: number;
    nextCursor: string | null;
  };
}
const ids = async (query: string) => (await list(query)).items.map((row) => row.id);

beforeEach(async () => {
  await ctx.db.execute(sql`delete from quote_requests`);
});

describe("Quote Processing's list", () => {
  it("shows the newest request on the first page after 22 requests", async () => {
    const made: string[] = [];
    for (let i = 0; i < 22; i++)
      made.push(await storedRequest(ctx, accounts.customerId, { hoursAgo: 30 - i }));
    const first = await list("view=processing&pageSize=20");
    expect(first.items[0]!.id).toBe(made.at(-1));
    expect(first.items.map((row) => row.id)).toEqual(made.slice(2).reverse());
    expect(first.total).toBe(22);
    const second = await list(`view=processing&pageSize=20&cursor=${first.nextCursor}`);
    expect(second.items.map((row) => row.id)).toEqual([made[1], made[0]]);
  });

  it("hides completed requests unless asked, and keeps the oldest-first order on request", async () => {
    const completed = await storedRequest(ctx, accounts.customerId, {
      status: "completed",
      hoursAgo: 1,
    });
    const pending = await storedRequest(ctx, accounts.customerId, { hoursAgo: 3 });
    const quoted = await storedRequest(ctx, accounts.customerId, { status: "quoted", hoursAgo: 2 });
    await storedRequest(ctx, accounts.customerId, { status: "deleted", hoursAgo: 5 });
    const open = await list("view=processing");
    expect(open.items.map((row) => row.id)).toEqual([quoted, pending]);
    expect(open.total).toBe(2);
    const withCompleted = await list("view=processing&completed=true");
    expect(withCompleted.items.map((row) => row.id)).toEqual([completed, quoted, pending]);
    expect(withCompleted.total).toBe(3);
    expect(await ids("view=processing&order=oldest")).toEqual([pending, quoted]);
    expect(await ids("view=processing&order=oldest&completed=true")).toEqual([
      pending,
      quoted,
      completed,
    ]);
  });

  it("finds requests by registration, e-mail or request id, as typed", async () => {
    const golf = await storedRequest(ctx, accounts.customerId, { hoursAgo: 2 });
    const other = await storedRequest(ctx, accounts.customerId, {
      hoursAgo: 1,
      email: "Emma.Wilson@example.com",
    });
    await ctx.db.execute(
      sql`update quote_requests set vehicle_registration = 'BD19KLM' where id = ${other}`,
    );
    const search = (term: string) => list(`view=processing&search=${encodeURIComponent(term)}`);
    expect((await search("bd19 klm")).items.map((row) => row.id)).toEqual([other]);
    expect((await search("AB12")).items.map((row) => row.id)).toEqual([golf]);
    expect((await search("emma.wilson@")).items.map((row) => row.id)).toEqual([other]);
    expect((await search("driver")).items.map((row) => row.id)).toEqual([golf]);
    expect((await search(golf.slice(0, 8))).items.map((row) => row.id)).toEqual([golf]);
    expect((await search(golf.toUpperCase())).items.map((row) => row.id)).toEqual([golf]);
    const none = await search("ZZ99 ZZZ");
    expect(none).toMatchObject({ items: [], total: 0, nextCursor: null });
    // the total counts what the search finds; completed ones only when asked
    const done = await storedRequest(ctx, accounts.customerId, { status: "completed" });
    expect(await search("driver@")).toMatchObject({ total: 1, nextCursor: null });
    const all = await list("view=processing&completed=true&search=driver%40&pageSize=1");
    expect(all.items.map((row) => row.id)).toEqual([done]);
    expect(all.total).toBe(2);
    const next = await list(
      `view=processing&completed=true&search=driver%40&pageSize=1&cursor=${all.nextCursor}`,
    );
    expect(next.items.map((row) => row.id)).toEqual([golf]);
  });

  it("takes a % or _ in a search literally", async () => {
    await storedRequest(ctx, accounts.customerId);
    expect((await list("view=processing&search=%25")).total).toBe(0);
    expect((await list("view=processing&search=_")).total).toBe(0);
  });

  it("refuses an unknown order or completed value with a clear 400", async () => {
    for (const [query, field, message] of [
      ["view=processing&order=random", "order", "Order must be newest or oldest"],
      ["view=processing&completed=yes", "completed", "Completed must be true or false"],
    ]) {
      const res = await call(ctx, accounts, "admin", "GET", `/api/admin/quote-requests?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field!]: message });
    }
  });

  it("is read from an index in either order, and a search from the search indexes", async () => {
    for (const [completed, index] of [
      [false, "quote_requests_admin_active_idx"],
      [true, "quote_requests_admin_processing_idx"],
    ] as const) {
      for (const order of ["newest", "oldest"] as const) {
        const shape = listShape("processing", { order, completed });
        const t = quoteRequests;
        const plan = await planOf(
          ctx.db,
          ctx.db
            .select({ id: t.id })
            .from(t)
            .where(listWhere(t, shape.rows, undefined, new Date()))
            .orderBy(...keysetOrderBy(shape.order))
            .limit(20)
            .getSQL(),
          { noBitmap: true },
        );
        expect(plan, `${order}, completed ${completed}`).toContain(index);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    }
    const t = quoteRequests;
    const searchPlan = await planOf(
      ctx.db,
      ctx.db
        .select({ id: t.id })
        .from(t)
        .where(and(listWhere(t, "active", undefined, new Date()), searchWhere(t, "ab12cdef")))
        .getSQL(),
    );
    expect(searchPlan).toContain("quote_requests_registration_idx");
    expect(searchPlan).toContain("quote_requests_customer_email_idx");
    expect(searchPlan).toContain("quote_requests_pkey");
  });
});
