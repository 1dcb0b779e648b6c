import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetOrderBy } from "../../src/db/keyset.ts";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { CUSTOMER_LIST_ORDER, VIEW_WHERE } from "../../src/features/quote-requests/repository.ts";
import { call, storedRequest, useAccounts } from "../customer-area/fixtures.ts";
import { CURSOR_IN_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { analyzedPlanOf, planNodes, sentStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

interface ListBody {
  items: { id: string; createdAt: string }[];
  pageSize: number;
  total: number;
  nextCursor: string | null;
}

const list = async (query: string) => {
  const res = await call(ctx, accounts, "owner", "GET", `/api/quote-requests${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ListBody;
};

/** Every page of a view, by following each answer's nextCursor. */
async function walk(view: "active" | "deleted", pageSize: number) {
  const pages: ListBody[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?view=${view}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`;
    const page = await list(query);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 100);
  return pages;
}

const REQUESTS = 45;

describe("the customer's list, a keyset page at a time", () => {
  let expected: string[];

  beforeAll(async () => {
    // 45 requests: runs of three share one microsecond, and others sit microseconds apart
    // inside one millisecond, which a cursor rounded to a JS Date would skip or repeat.
    for (let i = 0; i < REQUESTS; i++) await storedRequest(ctx, accounts.ids.owner);
    await ctx.db.execute(sql`
      update ${quoteRequests} q set created_at = timestamptz '2026-11-20 09:00:00.000000+00'
        + make_interval(secs => (r.n / 3) * 0.000001 + (r.n % 2) * 0.0004)
      from (select id, row_number() over (order by id) - 1 as n from ${quoteRequests}
            where user_id = ${accounts.ids.owner}) r
      where q.id = r.id`);
    await storedRequest(ctx, accounts.ids.owner, { status: "deleted" });
    // Someone else's requests never show.
    await storedRequest(ctx, accounts.ids.other);
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`
      select id from ${quoteRequests} where user_id = ${accounts.ids.owner} and status <> 'deleted'
      order by created_at desc, id desc`,
    );
    expected = rows.map((row) => row.id);
    expect(expected).toHaveLength(REQUESTS);
  });

  it("gives every request once, newest first, and no cursor after the last page", async () => {
    const pages = await walk("active", 20);
    expect(pages.map((page) => page.items.length)).toEqual([20, 20, 5]);
    expect(pages.map((page) => page.total)).toEqual([REQUESTS, REQUESTS, REQUESTS]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(expected);
  });

  it("ends with a null cursor when the last page is exactly full", async () => {
    const pages = await walk("active", 15);
    expect(pages.map((page) => page.items.length)).toEqual([15, 15, 15]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
  });

  it("takes a cursor with any page size, and the Deleted tab pages on its own", async () => {
    const [first] = await walk("active", 7);
    const rest = await list(`?pageSize=100&cursor=${first!.nextCursor}`);
    expect(rest.items.map((item) => item.id)).toEqual(expected.slice(7));
    const deleted = await walk("deleted", 20);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatchObject({ total: 1, nextCursor: null });
  });

  it("refuses a cursor it did not write, naming the field", async () => {
    for (const cursor of ["nonsense!", "bm90IGEgY3Vyc29y", "x".repeat(200)]) {
      const res = await call(ctx, accounts, "owner", "GET", `/api/quote-requests?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        cursor: "This list position is not valid: reload the list",
      });
    }
  });

  it("reads a deep page from the index at the cursor, with no sort and no quotes of earlier pages", async () => {
    const [, second] = await walk("active", 20);
    const sent = await sentStatementsOf(ctx.db, () =>
      list(`?pageSize=20&cursor=${second!.nextCursor}`),
    );
    const page = sent.filter((statement) => statement.text.includes('"quote_requests"'));
    expect(page).toHaveLength(1);
    const nodes = planNodes(await analyzedPlanOf(ctx.db, page[0]!));
    expect(nodes.some((node) => node["Node Type"] === "Sort")).toBe(false);
    const scan = nodes.find(
      (node) => node["Index Name"] === "quote_requests_user_id_created_at_id_idx",
    );
    // Page 3 reads its own five rows, not the 40 before it, and looks up the quotes of those
    // five alone.
    expect(scan?.["Actual Rows"]).toBeLessThanOrEqual(6);
    expect(Math.max(...nodes.map((node) => node["Actual Loops"]))).toBeLessThanOrEqual(6);
  });

  it("reads the Deleted tab from its own partial index, on any page, with no sort", async () => {
    const position = SOME_POSITION;
    await expectKeysetPlan(
      ctx.db,
      (after) =>
        ctx.db
          .select({ id: quoteRequests.id })
          .from(quoteRequests)
          .where(and(eq(quoteRequests.userId, accounts.ids.owner), VIEW_WHERE.deleted, after))
          .orderBy(...keysetOrderBy(CUSTOMER_LIST_ORDER))
          .limit(21),
      {
        index: "quote_requests_user_id_deleted_idx",
        position: afterPosition(CUSTOMER_LIST_ORDER, position),
        cursorCondition: CURSOR_IN_INDEX,
      },
    );
  });
});
