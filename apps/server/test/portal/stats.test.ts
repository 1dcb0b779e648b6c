import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { call, storedMessage, storedQuote, storedRequest, useAccounts } from "../admin/fixtures.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { useTestApp } from "../support/test-app.ts";
import { storedAccount, storedPayment, timeRequest } from "./fixtures.ts";

// 10:00 BST on Wednesday 15 July 2026.
const NOW = new Date("2026-07-15T09:00:00Z");
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW.getTime() - (days * 24 + hours) * 60 * 60 * 1000);

const ctx = useTestApp({ clock: () => NOW });
const accounts = useAccounts(ctx);

const stats = async () => {
  const res = await call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats");
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("portal statistics on a fixed data set", () => {
  it("starts empty: the two signed-in customers, nothing else, and no response time", async () => {
    const body = await stats();
    expect(body).toMatchObject({
      totalCustomers: 2,
      activeRequests: 0,
      rejectedQuotes: 0,
      completedToday: 0,
      revenuePence: 0,
      avgResponseMinutes: null,
      quotedRequests: 0,
      acceptedRequests: 0,
      conversionRate: 0,
      avgRevenuePerCustomerPence: 0,
      asOf: NOW.toISOString(),
    });
    expect(body.perDay).toHaveLength(30);
    expect(body.perDay[0]).toEqual({ date: "2026-06-16", requests: 0, revenuePence: 0 });
    expect(body.perDay[29]).toEqual({ date: "2026-07-15", requests: 0, revenuePence: 0 });
  });

  it("computes every card, metric and chart by hand", async () => {
    const customer = accounts.customerId;
    // a third customer; staff accounts never count
    await storedAccount(ctx, "third@example.com");
    await storedAccount(ctx, "another-admin@example.com", "admin");

    // A: pending, 2 hours old, no quote yet → active
    const a = await storedRequest(ctx, customer, { status: "pending" });
    await timeRequest(ctx, a, { createdAt: daysAgo(0, 2) });
    // B: quoted 90 minutes after submission → active; response 90
    const b = await storedRequest(ctx, customer, { status: "quoted" });
    await storedQuote(ctx, b);
    await timeRequest(ctx, b, { createdAt: daysAgo(3), firstQuotedAfterMinutes: 90 });
    // C: in review after a rejected quote → active; 1 rejected quote; response 30
    const c = await storedRequest(ctx, customer, { status: "in_review" });
    await storedQuote(ctx, c, { status: "rejected" });
    await timeRequest(ctx, c, { createdAt: daysAgo(5), firstQuotedAfterMinutes: 30 });
    // D: accepted, one quote rejected before → active (a rejection); response 240; paid today
    const d = await storedRequest(ctx, customer, { status: "accepted" });
    await storedQuote(ctx, d, { status: "rejected" });
    await storedQuote(ctx, d, { status: "accepted" });
    await timeRequest(ctx, d, { createdAt: daysAgo(10), firstQuotedAfterMinutes: 240 });
    await storedPayment(ctx, customer, {
      requestId: d,
      amountPence: 300,
      completedAt: daysAgo(0, 1),
    });
    // E: accepted, no rejection → not active; response 61; its payment is still pending
    const e = await storedRequest(ctx, customer, { status: "accepted" });
    await storedQuote(ctx, e, { status: "accepted" });
    await timeRequest(ctx, e, { createdAt: daysAgo(1), firstQuotedAfterMinutes: 61 });
    await storedPayment(ctx, customer, { requestId: e, amountPence: 300, completedAt: null });
    // F: in progress with rejection feedback → active; created 40 days ago: outside the window
    const f = await storedRequest(ctx, customer, { status: "in_progress" });
    await storedMessage(ctx, f, {
      subject: "Quote rejected",
      message: "Too dear",
      kind: "rejection_feedback",
    });
    await timeRequest(ctx, f, { createdAt: daysAgo(40), firstQuotedAfterMinutes: 1000 });
    // G: completed at 09:00 BST today with a rejected quote → completed today, not active
    const g = await storedRequest(ctx, customer, { status: "completed" });
    await storedQuote(ctx, g, { status: "rejected" });
    await timeRequest(ctx, g, {
      createdAt: daysAgo(20),
      firstQuotedAfterMinutes: 20,
      completedAt: new Date("2026-07-15T08:00:00Z"),
    });
    await storedPayment(ctx, customer, {
      requestId: g,
      amountPence: 300,
      completedAt: new Date("2026-07-10T10:00:00Z"),
    });
    // H: completed yesterday → not today
    const h = await storedRequest(ctx, customer, { status: "completed" });
    await timeRequest(ctx, h, {
      createdAt: daysAgo(15),
      completedAt: new Date("2026-07-14T12:00:00Z"),
    });
    // I: deleted, with a rejected quote → not active, its quote still counted as rejected
    const i = await storedRequest(ctx, customer, { status: "deleted" });
    await storedQuote(ctx, i, { status: "rejected" });
    await timeRequest(ctx, i, { createdAt: daysAgo(2) });
    // a payment for a request deleted for good, before the charts' window
    await storedPayment(ctx, customer, {
      amountPence: 450,
      completedAt: new Date("2026-06-01T10:00:00Z"),
    });

    const body = await stats();
    expect(body).toMatchObject({
      totalCustomers: 3,
      activeRequests: 5, // A, B, C, D, F
      rejectedQuotes: 4, // C, D, G, I
      completedToday: 1, // G
      revenuePence: 1050, // 300 + 300 + 450
      avgResponseMinutes: 88.2, // (90 + 30 + 240 + 61 + 20) / 5
      // of B, C, D, E and G (quoted, created in the last 30 days), D and E have an accepted quote
      quotedRequests: 5,
      acceptedRequests: 2,
      conversionRate: 40,
      avgRevenuePerCustomerPence: 350, // round(1050 / 3)
    });
    const perDay = Object.fromEntries(
      body.perDay
        .filter(
          (day: { requests: number; revenuePence: number }) => day.requests || day.revenuePence,
        )
        .map((day: { date: string }) => [day.date, day]),
    );
    expect(perDay).toEqual({
      "2026-06-25": { date: "2026-06-25", requests: 1, revenuePence: 0 }, // G
      "2026-06-30": { date: "2026-06-30", requests: 1, revenuePence: 0 }, // H
      "2026-07-05": { date: "2026-07-05", requests: 1, revenuePence: 0 }, // D
      "2026-07-10": { date: "2026-07-10", requests: 1, revenuePence: 300 }, // C; G paid
      "2026-07-12": { date: "2026-07-12", requests: 1, revenuePence: 0 }, // B
      "2026-07-13": { date: "2026-07-13", requests: 1, revenuePence: 0 }, // I
      "2026-07-14": { date: "2026-07-14", requests: 1, revenuePence: 0 }, // E
      "2026-07-15": { date: "2026-07-15", requests: 1, revenuePence: 300 }, // A; D paid
    });
  });

  it("answers in one statement", async () => {
    const portal = await routeStatementsOf(ctx.db, () =>
      call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats"),
    );
    expect(portal).toHaveLength(1);
    expect(portal[0]).toContain("totalCustomers");
  });

  it("reads once for admins who ask at the same time, and again for the next who asks", async () => {
    const before = await stats();
    let answers: { totalCustomers: number }[] = [];
    const statements = await routeStatementsOf(ctx.db, async () => {
      const replies = await Promise.all(
        Array.from({ length: 8 }, () =>
          call(ctx, accounts, "admin", "GET", "/api/admin/portal/stats"),
        ),
      );
      answers = replies.map((reply) => reply.json());
    });
    expect(statements.filter((text) => text.includes("totalCustomers"))).toHaveLength(1);
    expect(answers).toHaveLength(8);
    for (const answer of answers) expect(answer).toEqual(before);
    // Nothing is kept: a customer who signs up next is counted by the next reading.
    await storedAccount(ctx, "late-comer@example.com");
    expect((await stats()).totalCustomers).toBe(before.totalCustomers + 1);
  });
});

describe("the statistics on PostgreSQL", () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "run with JIT compiling off on every pooled connection, whatever their cost",
    async () => {
      const settings = await Promise.all(
        Array.from({ length: 3 }, () => queryRows<{ jit: string }>(ctx.db, sql`show jit`)),
      );
      expect(settings.map((rows) => rows[0]?.jit)).toEqual(["off", "off", "off"]);
    },
  );
});
