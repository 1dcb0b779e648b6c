import { randomUUID } from "node:crypto";
import { SAVED_VEHICLE_MESSAGES } from "@automobi/domain/schemas";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { garages, payments, quoteRequests, quotes, vehicles } from "../../src/db/schema/index.ts";
import { nextClientIp } from "../support/accounts.ts";
import { routeStatementsOf } from "../support/query-probe.ts";
import { quoteForm } from "../support/quote-form.ts";
import { useTestApp } from "../support/test-app.ts";
import { untilDatabaseClockPasses } from "../support/wait.ts";
import { book, call, errorOf, fixedClock, NOW, useAccounts } from "./fixtures.ts";

const ctx = useTestApp({ clock: fixedClock(NOW).now });
const accounts = useAccounts(ctx);
const { cookies } = accounts;

/** A quote request through the API, as the quote form sends it; its id. */
async function submit(cookie: string, registration: string, description: string) {
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'quote-submit')`);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: quoteForm({ registration, description }),
  });
  expect(res.statusCode, res.body).toBe(201);
  // a distinct created_at for each, so "newest first" is a real order
  await untilDatabaseClockPasses(ctx.db);
  return res.json().id as string;
}

/** The request gets an accepted quote (and a rejected one) and a completed £3 payment. */
async function acceptedAndPaid(requestId: string, userId: string) {
  const [garage] = await ctx.db
    .insert(garages)
    .values({
      name: "G",
      address: "A",
      phone: "020 7946 0000",
      email: `${randomUUID()}@example.com`,
    })
    .returning();
  const [accepted] = await ctx.db
    .insert(quotes)
    .values([
      {
        quoteRequestId: requestId,
        garageId: garage!.id,
        pricePence: 12_000,
        description: "Brake pads",
        estimatedDuration: "2 hours",
        status: "accepted",
        decidedAt: new Date(),
      },
      {
        quoteRequestId: requestId,
        garageId: garage!.id,
        pricePence: 20_000,
        description: "Too dear",
        estimatedDuration: "3 hours",
        status: "rejected",
        rejectionReason: "Too dear",
        decidedAt: new Date(),
      },
    ])
    .returning();
  await ctx.db
    .update(quoteRequests)
    .set({ status: "accepted" })
    .where(eq(quoteRequests.id, requestId));
  await ctx.db.insert(payments).values({
    quoteRequestId: requestId,
    quoteId: accepted!.id,
    userId,
    provider: "test",
    providerSessionId: randomUUID(),
    amountPence: 300,
    status: "completed",
    completedAt: new Date(),
  });
  return accepted!.id;
}

describe("GET /api/vehicles/:id/history", () => {
  it("gives the vehicle's requests with their accepted quote and payments, and its appointments, newest first", async () => {
    const older = await submit(cookies.owner, "AB12 CDE", "Brakes squeal");
    const newer = await submit(cookies.owner, "ab12cde", "Oil change");
    const binned = await submit(cookies.owner, "AB12CDE", "Changed my mind");
    await ctx.db
      .update(quoteRequests)
      .set({ status: "deleted", deletedAt: new Date() })
      .where(eq(quoteRequests.id, binned));
    await submit(cookies.owner, "BD19KLM", "Another car");
    await submit(cookies.stranger, "AB12CDE", "Someone else's history");
    const quoteId = await acceptedAndPaid(older, accounts.ids.owner);
    const [vehicle] = await ctx.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.userId, accounts.ids.owner))
      .orderBy(vehicles.createdAt)
      .limit(1);
    expect(vehicle!.registration).toBe("AB12CDE");
    const early = await book(ctx, cookies.owner, { vehicleId: vehicle!.id, date: "2026-03-11" });
    const late = await book(ctx, cookies.owner, { vehicleId: vehicle!.id, date: "2026-04-01" });

    const res = await call(ctx, cookies.owner, "GET", `/api/vehicles/${vehicle!.id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const history = res.json();
    expect(history.vehicle).toMatchObject({ id: vehicle!.id, registration: "AB12CDE" });
    expect(history.requests.map((r: { id: string }) => r.id)).toEqual([newer, older]);
    expect(history.requests[0]).toMatchObject({ acceptedQuote: null, payments: [] });
    expect(history.requests[1]).toMatchObject({
      status: "accepted",
      description: "Brakes squeal",
      acceptedQuote: { id: quoteId, pricePence: 12_000, estimatedDuration: "2 hours" },
      payments: [{ status: "completed", amountPence: 300, currency: "gbp" }],
    });
    // the garage stays hidden here too
    expect(JSON.stringify(history)).not.toContain("garage");
    expect(history.appointments.map((a: { id: string }) => a.id)).toEqual([
      late.json().id,
      early.json().id,
    ]);
    expect(history.appointments[0]).toMatchObject({ time: "09:00", upcoming: true });
  });

  it("answers 404 for another customer's vehicle and an unknown one", async () => {
    const [theirs] = await ctx.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.userId, accounts.ids.stranger));
    for (const id of [theirs!.id, randomUUID()]) {
      const res = await call(ctx, cookies.owner, "GET", `/api/vehicles/${id}/history`);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(SAVED_VEHICLE_MESSAGES.notFound);
    }
  });

  it("costs the same statements for a history of one request or of many", async () => {
    const cookie = cookies.admin;
    await submit(cookie, "FJ70ABD", "First");
    const [vehicle] = await ctx.db
      .select()
      .from(vehicles)
      .where(eq(vehicles.userId, accounts.ids.admin));
    const url = `/api/vehicles/${vehicle!.id}/history`;
    const read = async () => expect((await call(ctx, cookie, "GET", url)).statusCode).toBe(200);
    const forOne = await routeStatementsOf(ctx.db, read);
    for (const [i, text] of ["Second", "Third", "Fourth"].entries()) {
      const id = await submit(cookie, "FJ70ABD", text);
      await acceptedAndPaid(id, accounts.ids.admin);
      await book(ctx, cookie, { vehicleId: vehicle!.id, date: "2026-03-12", hour: 9 + i });
    }
    const forMany = await routeStatementsOf(ctx.db, read);
    expect(forMany).toEqual(forOne);
    const history = (await call(ctx, cookie, "GET", url)).json();
    expect(history.requests).toHaveLength(4);
    expect(history.appointments).toHaveLength(3);
  });
});
