import type { AdminRequestView } from "@automobi/domain/schemas";
import { and, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customerReplies, quoteRequests } from "../../src/db/schema/index.ts";
import { listAfter, listOrder, listWhere } from "../../src/features/admin-requests/repository.ts";
import { CURSOR_OPENS_INDEX, expectKeysetPlan, SOME_POSITION } from "../support/keyset-plan.ts";
import { planOf, routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { call, storedMessage, storedQuote, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const get = async (url: string) => {
  const res = await call(ctx, accounts, "admin", "GET", url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A request with two quotes (each with its garage) and two messages, one of them feedback. */
async function busyRequest(hoursAgo: number) {
  const id = await storedRequest(ctx, accounts.customerId, { status: "in_review", hoursAgo });
  await storedQuote(ctx, id, { status: "rejected" });
  await storedQuote(ctx, id);
  await storedMessage(ctx, id, { subject: "Quote rejected", message: "Too dear" });
  await storedMessage(ctx, id, { subject: "Photos please", message: "Send photos" });
  return id;
}

describe("the admin lists' statements", () => {
  it.each(["active", "processing", "all", "deleted"] as const)(
    "the %s view sends one statement for a page of 1 or 12 requests, its total inside",
    async (view) => {
      await ctx.db.execute(sql`delete from quote_requests`);
      const status = view === "deleted" ? "deleted" : "in_review";
      const make = async (hoursAgo: number) => {
        const id = await busyRequest(hoursAgo);
        if (status === "deleted") {
          await ctx.db.execute(
            sql`update quote_requests set status = 'deleted', deleted_at = now() where id = ${id}`,
          );
        }
      };
      await make(1);
      const url = `/api/admin/quote-requests?view=${view}&pageSize=100`;
      const forOne = await routeStatementsOf(ctx.db, () => get(url));
      for (let i = 0; i < 11; i++) await make(i + 2);
      let page: { items: Array<{ quotes: unknown[]; rejectionFeedback: unknown[] }> } = {
        items: [],
      };
      const forTwelve = await routeStatementsOf(ctx.db, async () => {
        page = await get(url);
      });
      expect(page.items).toHaveLength(12);
      expect(page.items.every((row) => row.quotes.length === 2)).toBe(true);
      expect(page.items.every((row) => row.rejectionFeedback.length === 1)).toBe(true);
      expect(forTwelve).toEqual(forOne);
      // the page with its quotes, garages and feedback, and its total (from the kept counts)
      expect(forTwelve).toHaveLength(1);
      expect(forTwelve[0]).toContain('"quote_requests"');
      expect(forTwelve[0]).toContain("kept_counts");
    },
  );

  it("a request's message history sends the same statements for 1 or 6 messages", async () => {
    const id = await storedRequest(ctx, accounts.customerId);
    const first = await storedMessage(ctx, id, { subject: "Hello", message: "First" });
    const url = `/api/admin/quote-requests/${id}/messages`;
    const forOne = await routeStatementsOf(ctx.db, () => get(url));
    for (let i = 0; i < 5; i++) {
      const messageId = await storedMessage(ctx, id, { subject: `S${i}`, message: `M${i}` });
      await ctx.db.insert(customerReplies).values([
        { adminMessageId: messageId, customerEmail: "driver@example.com", message: "Reply 1" },
        { adminMessageId: messageId, customerEmail: "driver@example.com", message: "Reply 2" },
      ]);
    }
    await ctx.db
      .insert(customerReplies)
      .values({ adminMessageId: first, customerEmail: "driver@example.com", message: "Hi" });
    const forSix = await routeStatementsOf(ctx.db, () => get(url));
    expect(forSix).toEqual(forOne);
  });
});

describe("the admin lists' indexes", () => {
  it.each([
    ["active", "quote_requests_admin_active_idx"],
    ["processing", "quote_requests_admin_processing_idx"],
    ["all", "quote_requests_admin_processing_idx"],
    ["deleted", "quote_requests_admin_deleted_idx"],
  ] as const)(
    "the %s view is read in order from %s, with no sort, on any page",
    async (view, index) => {
      const position = SOME_POSITION;
      await expectKeysetPlan(
        ctx.db,
        (after) =>
          ctx.db
            .select({ id: quoteRequests.id })
            .from(quoteRequests)
            .where(
              and(listWhere(quoteRequests, view as AdminRequestView, undefined, new Date()), after),
            )
            .orderBy(...listOrder(view))
            .limit(20),
        { index, position: listAfter(view, position), cursorCondition: CURSOR_OPENS_INDEX },
      );
    },
  );

  it("the high-priority filter is part of the query on the active view's index", async () => {
    const query = ctx.db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(listWhere(quoteRequests, "active", "high_priority", new Date()))
      .orderBy(...listOrder("active"))
      .limit(20);
    const plan = await planOf(ctx.db, query.getSQL());
    expect(plan).toContain("quote_requests_admin_active_idx");
    expect(plan).toContain("emergency");
  });
});
