import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CUSTOMER_EMAIL,
  call,
  storedMessage,
  storedQuote,
  storedRequest,
  useAccounts,
} from "../admin/fixtures.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { timeRequest } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const list = async (query: string) => {
  const res = await call(ctx, accounts, "admin", "GET", `/api/admin/portal/list?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

describe("the portal's detail lists", () => {
  const ids: Record<string, string> = {};

  it("lists customers with their (not deleted) requests counted, newest first", async () => {
    const customer = accounts.customerId;
    ids.pending = await storedRequest(ctx, customer, { status: "pending" });
    await timeRequest(ctx, ids.pending, { createdAt: hoursAgo(1) });
    ids.rejected = await storedRequest(ctx, customer, { status: "in_review" });
    await timeRequest(ctx, ids.rejected, { createdAt: hoursAgo(2) });
    await storedQuote(ctx, ids.rejected, { status: "rejected", pricePence: 15_000 });
    await storedQuote(ctx, ids.rejected, { status: "pending", pricePence: 9_000 });
    await storedMessage(
      ctx,
      ids.rejected,
      { subject: "Later", message: "I decline this too" },
      hoursAgo(1),
    );
    await storedMessage(
      ctx,
      ids.rejected,
      { subject: "Quote rejected", message: "Too expensive", kind: "rejection_feedback" },
      hoursAgo(1.5),
    );
    await storedMessage(
      ctx,
      ids.rejected,
      { subject: "Hello", message: "About your Golf" },
      hoursAgo(1.8),
    );
    ids.accepted = await storedRequest(ctx, customer, { status: "accepted" });
    await timeRequest(ctx, ids.accepted, { createdAt: hoursAgo(3) });
    ids.completed = await storedRequest(ctx, customer, { status: "completed" });
    await storedQuote(ctx, ids.completed, { status: "rejected", pricePence: 20_000 });
    ids.deleted = await storedRequest(ctx, customer, { status: "deleted" });
    await storedQuote(ctx, ids.deleted, { status: "rejected" });

    const body = await list("kind=customers");
    expect(body).toMatchObject({ kind: "customers", pageSize: 20, total: 2, nextCursor: null });
    expect(body.items.map((c: { email: string }) => c.email).sort()).toEqual([
      CUSTOMER_EMAIL,
      "someone-else@example.com",
    ]);
    const driver = body.items.find((c: { email: string }) => c.email === CUSTOMER_EMAIL);
    expect(driver).toMatchObject({ name: expect.any(String), requestCount: 4 });
    expect(new Date(driver.createdAt).toString()).not.toBe("Invalid Date");
  });

  it("lists active requests with their rejections, as §2 shows them", async () => {
    const body = await list("kind=active");
    expect(body).toMatchObject({ kind: "active", total: 2 });
    expect(body.items.map((r: { id: string }) => r.id)).toEqual([ids.pending, ids.rejected]);
    const [pending, rejected] = body.items;
    expect(pending).toMatchObject({
      customerEmail: CUSTOMER_EMAIL,
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      vehicleRegistration: "AB12CDE",
      services: ["oil-service", "brake-service"],
      description: "Grinding noise when braking",
      firstRejectionFeedback: null,
      rejectedQuotes: [],
      status: "pending",
      displayStatus: "pending",
      completedAt: null,
    });
    expect(rejected).toMatchObject({
      status: "in_review",
      displayStatus: "has_rejections",
      rejectedQuotes: [{ pricePence: 15_000, garageName: "Brake Masters" }],
      // the oldest feedback mentioning reject or decline, not the plain message
      firstRejectionFeedback: { subject: "Quote rejected", message: "Too expensive" },
    });
    expect(Object.keys(rejected)).not.toContain("userId");
  });

  it("lists completed requests and requests with rejected quotes", async () => {
    const completed = await list("kind=completed");
    expect(completed.items.map((r: { id: string }) => r.id)).toEqual([ids.completed]);
    expect(completed.total).toBe(1);
    expect(completed.items[0]).toMatchObject({
      status: "completed",
      displayStatus: "completed",
      rejectedQuotes: [{ pricePence: 20_000, garageName: "Brake Masters" }],
    });
    const rejected = await list("kind=rejected");
    // deleted requests stay out of the portal's lists
    expect(rejected.items.map((r: { id: string }) => r.id).sort()).toEqual(
      [ids.rejected, ids.completed].sort(),
    );
    expect(rejected.total).toBe(2);
  });

  it("counts a rejection as Active does: rejection feedback alone puts a request on Rejected Quotes", async () => {
    const feedbackOnly = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    await storedMessage(ctx, feedbackOnly, {
      subject: "Quote rejected",
      message: "Found a cheaper garage",
      kind: "rejection_feedback",
    });
    const rejected = await list("kind=rejected");
    expect(rejected.items.map((r: { id: string }) => r.id)).toContain(feedbackOnly);
    expect(rejected.total).toBe(3);
    const active = await list("kind=active");
    expect(active.items.map((r: { id: string }) => r.id)).toContain(feedbackOnly);
    expect(active.total).toBe(3);
    // the lists' totals are the cards' figures
    const stats = await call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats");
    expect(stats.json()).toMatchObject({ activeRequests: 3 });
    // staff deleting it takes it off both lists and their totals
    await ctx.db.execute(
      sql`update quote_requests set status = 'deleted', deleted_at = now() where id = ${feedbackOnly}`,
    );
    expect((await list("kind=rejected")).total).toBe(2);
    expect((await list("kind=active")).total).toBe(2);
  });

  it("pages by cursor, each list in its order", async () => {
    const first = await list("kind=active&pageSize=1");
    const second = await list(`kind=active&pageSize=1&cursor=${first.nextCursor}`);
    expect(first).toMatchObject({ total: 2, pageSize: 1 });
    expect(second).toMatchObject({ total: 2, nextCursor: null });
    expect([first.items[0].id, second.items[0].id]).toEqual([ids.pending, ids.rejected]);
    // All Customers: account ids are better-auth's text ids, not UUIDs
    const customer = await list("kind=customers&pageSize=1");
    const other = await list(`kind=customers&pageSize=1&cursor=${customer.nextCursor}`);
    expect(other).toMatchObject({ total: 2, nextCursor: null });
    expect(
      [customer.items[0].email, other.items[0].email].sort((a: string, b: string) =>
        a.localeCompare(b),
      ),
    ).toEqual([CUSTOMER_EMAIL, "someone-else@example.com"].sort((a, b) => a.localeCompare(b)));
  });

  it("refuses an unknown kind or cursor with the field's message", async () => {
    const res = await call(ctx, accounts, "admin", "GET", "/api/admin/portal/list?kind=all");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      kind: "Kind must be customers, active, completed or rejected",
    });
    const page = await call(
      ctx,
      accounts,
      "admin",
      "GET",
      "/api/admin/portal/list?kind=active&cursor=nope",
    );
    expect(page.json().error.fields).toEqual({
      cursor: "This list position is not valid: reload the list",
    });
  });

  it("costs one statement for a page of requests and two for customers, whatever the page holds", async () => {
    for (let n = 0; n < 12; n++) {
      const id = await storedRequest(ctx, accounts.otherId, { status: "quoted" });
      await storedQuote(ctx, id, { status: "rejected" });
      await storedMessage(ctx, id, {
        subject: "Rejected",
        message: "No",
        kind: "rejection_feedback",
      });
    }
    for (const kind of ["active", "rejected", "completed", "customers"]) {
      for (const pageSize of [1, 12]) {
        const sent = await routeStatementsOf(ctx.db, () =>
          call(
            ctx,
            accounts,
            "admin",
            "GET",
            `/api/admin/portal/list?kind=${kind}&pageSize=${pageSize}`,
          ),
        );
        // the page (with its quotes, garages and feedback, written as JSON by the database) and
        // its total, read from the kept counts in the same statement (the customers' list in a
        // second one): nothing counts the requests or the customers row by row
        expect(sent, `${kind}, ${pageSize} a page`).toHaveLength(kind === "customers" ? 2 : 1);
        expect(sent.filter((text) => text.includes("kept_counts"))).toHaveLength(1);
        expect(sent.filter((text) => /count\(/.test(text))).toEqual([]);
      }
    }
    const active = await list("kind=active&pageSize=12");
    expect(active.items).toHaveLength(12);
    expect(active.total).toBe(14);
  });
});
