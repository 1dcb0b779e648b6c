import { inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { quoteRequests } from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  call,
  storedMessage,
  storedQuote,
  storedRequest,
  submittedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

interface Row {
  id: string;
  status: string;
  priority: string;
  hasRejections: boolean;
  quotes: Array<Record<string, unknown> & { garage: Record<string, unknown> }>;
  rejectionFeedback: Array<{ subject: string; message: string; sentAt: string }>;
  [field: string]: unknown;
}

async function list(query: string, who: "admin" | "superAdmin" = "admin") {
  const res = await call(ctx, accounts, who, "GET", `/api/admin/quote-requests?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Row[];
    pageSize: number;
    total: number;
    nextCursor: string | null;
  };
}
const ids = async (query: string) => (await list(query)).items.map((row) => row.id);
const stored = (options: Parameters<typeof storedRequest>[2]) =>
  storedRequest(ctx, accounts.customerId, options);

beforeEach(async () => {
  await ctx.db.execute(sql`delete from quote_requests`);
});

describe("GET /api/admin/quote-requests lists", () => {
  it("the dashboard's active requests: neither completed nor deleted, newest first", async () => {
    const byStatus: Record<string, string> = {};
    const statuses = ["pending", "processing", "in_progress", "in_review", "quoted", "accepted"];
    for (const [i, status] of statuses.entries()) {
      byStatus[status] = await stored({ status: status as never, hoursAgo: i + 1 });
    }
    await stored({ status: "completed", hoursAgo: 0.5 });
    await stored({ status: "deleted", hoursAgo: 0.5 });
    const page = await list("view=active");
    expect(page.items.map((row) => row.id)).toEqual(statuses.map((s) => byStatus[s]));
    expect(page.total).toBe(6);
    expect(await ids("")).toEqual(page.items.map((row) => row.id)); // active is the default
  });

  it("quote processing's requests asked for with completed ones: all but deleted", async () => {
    const completed = await stored({ status: "completed", hoursAgo: 1 });
    const pending = await stored({ hoursAgo: 3 });
    const quoted = await stored({ status: "quoted", hoursAgo: 2 });
    await stored({ status: "deleted", hoursAgo: 5 });
    expect(await ids("view=processing&completed=true&order=oldest")).toEqual([
      pending,
      quoted,
      completed,
    ]);
    // Customer Management's list: the same requests, newest first
    expect(await ids("view=all")).toEqual([completed, quoted, pending]);
  });

  it("deleted requests by deletion time, most recent first, whenever they were made", async () => {
    const deletedLongAgo = await stored({ status: "deleted", hoursAgo: 1, deletedHoursAgo: 0.9 });
    const deletedJustNow = await stored({ status: "deleted", hoursAgo: 9, deletedHoursAgo: 0.1 });
    const deletedInBetween = await stored({ status: "deleted", hoursAgo: 5, deletedHoursAgo: 0.5 });
    await stored({ hoursAgo: 1 });
    const page = await list("view=deleted");
    expect(page.items.map((row) => row.id)).toEqual([
      deletedJustNow,
      deletedInBetween,
      deletedLongAgo,
    ]);
    expect(page.items.every((row) => row.status === "deleted" && row.deletedAt)).toBe(true);
  });

  it("with filters: outstanding (pending), in progress, and high priority worked out in SQL", async () => {
    const freshPending = await stored({ hoursAgo: 0.5 });
    const mediumPending = await stored({ hoursAgo: 3 });
    const oldPending = await stored({ hoursAgo: 4.5 });
    const emergency = await stored({
      status: "in_progress",
      services: ["oil-service", "emergency"],
    });
    const inProgress = await stored({ status: "in_progress", hoursAgo: 1 });
    // not emergency, although the word is in another service's id
    const lookalike = await stored({ services: ["emergency-towing", "oil-service"] });
    const completed = await stored({ status: "completed", services: ["emergency"], hoursAgo: 6 });

    expect(await ids("filter=pending")).toEqual([
      lookalike,
      freshPending,
      mediumPending,
      oldPending,
    ]);
    expect(await ids("filter=in_progress")).toEqual([emergency, inProgress]);
    const high = await list("filter=high_priority");
    expect(high.items.map((row) => row.id)).toEqual([emergency, oldPending]);
    expect(high.total).toBe(2);
    expect(high.items.every((row) => row.priority === "High")).toBe(true);
    const all = await list("view=active&pageSize=100");
    const priority = Object.fromEntries(all.items.map((row) => [row.id, row.priority]));
    expect([priority[freshPending], priority[mediumPending], priority[lookalike]]).toEqual([
      "Low",
      "Medium",
      "Low",
    ]);
    // the dashboard's filter cards count what each filter lists, in one call
    const counts = await call(ctx, accounts, "admin", "GET", "/api/admin/quote-requests/counts");
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json()).toEqual({
      active: 6,
      pending: 4,
      in_progress: 2,
      high_priority: 2,
      maxQuoteResponseHours: 24,
    });
    // a filter narrows the processing list too (completed ones asked for, oldest first)
    expect(await ids("view=processing&filter=high_priority&completed=true&order=oldest")).toEqual([
      completed,
      oldPending,
      emergency,
    ]);
  });

  it("in pages that neither overlap nor skip, with the total", async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await stored({ hoursAgo: 5 - i }));
    const first = await list("view=active&pageSize=2");
    const second = await list(`view=active&pageSize=2&cursor=${first.nextCursor}`);
    const third = await list(`view=active&pageSize=2&cursor=${second.nextCursor}`);
    expect(first).toMatchObject({ pageSize: 2, total: 5 });
    expect(third).toMatchObject({ total: 5, nextCursor: null });
    expect([...first.items, ...second.items, ...third.items].map((row) => row.id)).toEqual(
      [...made].reverse(),
    );
    // Quote Processing reads the same requests oldest first when asked.
    const oldest = await list("view=processing&order=oldest&pageSize=3");
    const rest = await list(`view=processing&order=oldest&pageSize=3&cursor=${oldest.nextCursor}`);
    expect([...oldest.items, ...rest.items].map((row) => row.id)).toEqual(made);
    // A page whose rows went meanwhile (the last two deleted) still says how many are left.
    await ctx.db
      .update(quoteRequests)
      .set({ status: "deleted", deletedAt: new Date() })
      .where(inArray(quoteRequests.id, made.slice(0, 2)));
    expect(await list(`view=active&pageSize=2&cursor=${second.nextCursor}`)).toMatchObject({
      items: [],
      total: 3,
      nextCursor: null,
    });
  });

  it("refuses an unknown view, filter or page size with a clear 400", async () => {
    for (const [query, field, message] of [
      ["view=archived", "view", "View must be active, processing, all or deleted"],
      ["filter=urgent", "filter", "Filter must be pending, in_progress or high_priority"],
      ["pageSize=101", "pageSize", "Page size must be 100 or fewer"],
    ]) {
      const res = await call(ctx, accounts, "admin", "GET", `/api/admin/quote-requests?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ [field!]: message });
    }
  });
});

describe("a listed request", () => {
  it("carries the dashboard's fields, never the account's internals", async () => {
    const id = await submittedRequest(ctx, accounts.cookies.customer);
    const [row] = (await list("view=active")).items;
    expect(row).toMatchObject({
      id,
      customerEmail: "driver@example.com",
      mobile: "07700900123",
      postcode: "SW1A 1AA",
      vehicleMake: "VOLKSWAGEN",
      vehicleModel: "Golf",
      vehicleRegistration: "AB12CDE",
      services: ["oil-service", "brake-service"],
      budgetRange: "100-300",
      travelDistance: "10-miles",
      partsPreference: "new-parts",
      status: "pending",
      priority: "Low",
      hasRejections: false,
      quotes: [],
      rejectionFeedback: [],
    });
    expect(row!.description).toContain("Grinding noise when braking");
    for (const field of ["damageType", "availability", "createdAt", "updatedAt", "timeframe"]) {
      expect(row, field).toHaveProperty(field);
    }
    expect(Object.keys(row!)).not.toContain("userId");
    expect(Object.keys(row!)).not.toContain("idempotencyKey");
  });

  it("has its quotes with their garages, and its rejection feedback newest first", async () => {
    const id = await stored({ status: "in_review", hoursAgo: 2 });
    const first = await storedQuote(ctx, id, { status: "rejected", pricePence: 15_000 });
    const second = await storedQuote(ctx, id, { pricePence: 12_500 });
    const hour = 60 * 60 * 1000;
    await storedMessage(
      ctx,
      id,
      { subject: "Quote Rejected - VW Golf", message: "Too dear" },
      new Date(Date.now() - 2 * hour),
    );
    await storedMessage(
      ctx,
      id,
      { subject: "About the price", message: "I decline: too slow" },
      new Date(Date.now() - hour),
    );
    await storedMessage(ctx, id, { subject: "Photos please", message: "Can you send photos?" });

    const [row] = (await list("view=processing")).items;
    expect(row!.quotes.map((q) => q.id)).toEqual([first, second]);
    expect(row!.quotes[1]).toMatchObject({
      pricePence: 12_500,
      description: "Front pads and discs",
      estimatedDuration: "2-3 hours",
      warrantyInfo: null,
      breakdown: null,
      status: "pending",
      garage: { name: "Brake Masters", address: "1 High Street, London", phone: "020 7946 0000" },
    });
    expect(row!.rejectionFeedback.map((f) => f.subject)).toEqual([
      "About the price",
      "Quote Rejected - VW Golf",
    ]);
    expect(row!.hasRejections).toBe(true);
  });
});
