import { randomUUID } from "node:crypto";
import { decodeCursor, encodeCursor, milesBetween, roundMiles } from "@automobi/domain";
import { quoteRequestListResponse } from "@automobi/domain/schemas";
import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/client.ts";
import { afterPosition, keysetCursorAt, keysetOrderBy, keysetPage } from "../../src/db/keyset.ts";
import { garages, payments, quoteRequests, quotes, vehicles } from "../../src/db/schema/index.ts";
import {
  CUSTOMER_LIST_ORDER,
  type CustomerListView,
  VIEW_WHERE,
} from "../../src/features/quote-requests/repository.ts";
import { compileEncoder } from "../../src/http/response-encoder.ts";
import { breakdownOf, placeOf } from "../../src/records/places.ts";
import { call, storedRequest, useAccounts } from "../customer-area/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

/**
 * The page as the list answered it before its JSON was written by the database: Drizzle's
 * relational query mapped to objects, then the response encoder and JSON.stringify. The total
 * is counted afresh.
 */
async function previousAnswer(
  userId: string,
  view: CustomerListView,
  cursor: string | null,
  pageSize: number,
) {
  const after = cursor ? (decodeCursor(cursor) ?? undefined) : undefined;
  const rows = await ctx.db.query.quoteRequests.findMany({
    where: and(
      eq(quoteRequests.userId, userId),
      VIEW_WHERE[view],
      afterPosition(CUSTOMER_LIST_ORDER, after),
    ),
    orderBy: keysetOrderBy(CUSTOMER_LIST_ORDER),
    limit: pageSize + 1,
    // The fee counted afresh from payments, not read from the request's kept flag.
    columns: { idempotencyKey: false, userId: false, feePaid: false },
    extras: (request) => ({
      feePaid:
        sql<boolean>`coalesce((select true from payments p where p.quote_request_id = ${request.id} and p.user_id = ${userId} and p.status = 'completed' limit 1), false)`.as(
          "fee_paid",
        ),
      cursorAt: keysetCursorAt(CUSTOMER_LIST_ORDER).as("cursor_at"),
    }),
    with: {
      quotes: {
        orderBy: [desc(quotes.createdAt)],
        columns: {
          id: true,
          pricePence: true,
          description: true,
          estimatedDuration: true,
          warrantyInfo: true,
          status: true,
          createdAt: true,
          partsPence: true,
          labourPence: true,
          vatPence: true,
        },
        with: {
          garage: {
            columns: {
              latitude: true,
              longitude: true,
              reviewCount: true,
              reviewStarsTotal: true,
            },
          },
        },
      },
    },
  });
  const page1 = keysetPage(rows, pageSize);
  const nextCursor = page1.nextCursor;
  // Each quote's breakdown and its garage's distance from the request, worked out here.
  const items = page1.items.map((request) => ({
    ...request,
    quotes: request.quotes.map(({ garage, partsPence, labourPence, vatPence, ...quote }) => ({
      ...quote,
      breakdown: breakdownOf({ partsPence, labourPence, vatPence }),
      distanceMiles: milesOrNull(request, garage),
      reviews: { count: garage?.reviewCount ?? 0, starsTotal: garage?.reviewStarsTotal ?? 0 },
    })),
  }));
  const [count] = await queryRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from ${quoteRequests} where ${quoteRequests.userId} = ${userId} and ${VIEW_WHERE[view]}`,
  );
  const page = { items, pageSize, total: count!.n, nextCursor };
  return JSON.stringify(compileEncoder(quoteRequestListResponse)(page));
}

interface MaybePlaced {
  latitude: number | null;
  longitude: number | null;
}

function milesOrNull(a: MaybePlaced, b: MaybePlaced) {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) {
    return null;
  }
  return roundMiles(
    milesBetween(
      { latitude: a.latitude, longitude: a.longitude },
      { latitude: b.latitude, longitude: b.longitude },
    ),
  );
}

/** Every page of a view as sent, following each answer's nextCursor. */
async function walk(view: CustomerListView, pageSize: number) {
  const pages: { cursor: string | null; body: string }[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/api/quote-requests?view=${view}&pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await call(ctx, accounts, "owner", "GET", url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    pages.push({ cursor, body: res.body });
    cursor = res.json().nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

async function garage() {
  const [row] = await ctx.db
    .insert(garages)
    .values({
      name: "Brake Masters",
      address: "1 High Street, London",
      phone: "020 7946 0000",
      email: `garage-${randomUUID()}@example.com`,
      postcode: "LS1 4DY",
      ...placeOf("LS1 4DY"),
    })
    .returning({ id: garages.id });
  return row!.id;
}

const at = (text: string) => sql`${text}::timestamptz`;

describe("the customer's list written as JSON by the database", () => {
  beforeAll(async () => {
    const owner = accounts.ids.owner;
    const garageId = await garage();
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) ids.push(await storedRequest(ctx, owner));
    ids.push(await storedRequest(ctx, owner, { status: "deleted", isEditable: false }));
    ids.push(await storedRequest(ctx, owner, { status: "deleted", isEditable: false }));
    ids.push(await storedRequest(ctx, owner, { status: "completed", isEditable: false }));
    // Times with microseconds (a Date keeps the milliseconds), two sharing one, a time before
    // 1970 and one late in a day in a far year.
    const times = [
      "2026-11-25 10:00:00.123987+00",
      "2026-11-25 10:00:00.123987+00",
      "2026-11-25 09:59:59.999999+00",
      "2026-11-25 09:59:59.000001+00",
      "2026-06-30 23:30:00+01",
      "1969-12-31 23:59:59.9995+00",
      "2099-12-31 23:59:59.999+00",
    ];
    for (const [i, id] of ids.entries()) {
      const time = times[i % times.length]!;
      await ctx.db
        .update(quoteRequests)
        .set({ createdAt: sql`${at(time)} - make_interval(days => ${i})` })
        .where(eq(quoteRequests.id, id));
    }
    // Every nullable field filled on some requests, and text JSON must escape.
    await ctx.db
      .update(quoteRequests)
      .set({
        description:
          'He said "brakes" \\ C:\\path\ttab\nnew line\r — £50 ✓ 🚗 </script> \u0001\u001f',
        damageType: "Dent in the rear door",
        phoneNumber: "020 7946 0001",
        availability: "Weekdays after 5pm",
        vehicleId: null,
        // located: its quotes show how far the garage is
        postcode: "M1 1AE",
        ...placeOf("M1 1AE"),
        firstQuotedAt: sql`${at("2026-11-26 08:15:30.456789+00")}`,
        status: "quoted",
        isEditable: false,
        updatedAt: sql`${at("2026-11-26 08:15:30.4+00")}`,
      })
      .where(eq(quoteRequests.id, ids[1]!));
    const [vehicle] = await ctx.db
      .insert(vehicles)
      .values({ userId: owner, registration: "AB12CDE", make: "VOLKSWAGEN", model: "Golf" })
      .returning({ id: vehicles.id });
    await ctx.db
      .update(quoteRequests)
      .set({ damageType: "", availability: "Any day", phoneNumber: null, vehicleId: vehicle!.id })
      .where(eq(quoteRequests.id, ids[4]!));
    await ctx.db
      .update(quoteRequests)
      .set({ deletedAt: sql`${at("2026-11-27 12:00:00.000999+00")}` })
      .where(eq(quoteRequests.id, ids[11]!));
    // Quotes: none, one, and three (one without warranty, one itemised), newest first; prices
    // of any size.
    const quote = (
      requestId: string,
      values: {
        price: number;
        created: string;
        warranty?: string | null;
        status?: string;
        breakdown?: { partsPence: number; labourPence: number; vatPence: number };
      },
    ) =>
      ctx.db.insert(quotes).values({
        quoteRequestId: requestId,
        garageId,
        pricePence: values.price,
        description: 'Pads & discs, "OEM" \\ 2 × £',
        estimatedDuration: "2-3 hours",
        warrantyInfo: values.warranty ?? null,
        status: (values.status ?? "pending") as "pending",
        decidedAt: values.status && values.status !== "pending" ? new Date() : null,
        createdAt: sql`${at(values.created)}`,
        ...values.breakdown,
      });
    await quote(ids[1]!, { price: 0, created: "2026-11-26 08:15:30.456789+00" });
    await quote(ids[1]!, {
      price: 26_250,
      created: "2026-11-26 08:45:00+00",
      breakdown: { partsPence: 12_000, labourPence: 9_875, vatPence: 4_375 },
    });
    await quote(ids[1]!, {
      price: 2_147_483_647,
      created: "2026-11-26 09:00:00.5+00",
      warranty: "12 months",
    });
    await quote(ids[3]!, { price: 18_500, created: "2026-11-26 10:00:00+00", status: "accepted" });
    await quote(ids[13]!, { price: 9_999, created: "2026-11-20 10:00:00.001+00" });
    // A completed fee on one request, a pending one on another, and one paid by someone else.
    const payment = (requestId: string, userId: string, status: "completed" | "pending") =>
      ctx.db.insert(payments).values({
        quoteRequestId: requestId,
        quoteId: randomUUID(),
        userId,
        provider: "test",
        providerSessionId: randomUUID(),
        amountPence: 500,
        status,
        completedAt: status === "completed" ? new Date() : null,
      });
    await payment(ids[3]!, owner, "completed");
    await payment(ids[1]!, owner, "pending");
    await payment(ids[5]!, accounts.ids.other, "completed");
    await storedRequest(ctx, accounts.ids.other);
  });

  it("answers byte for byte what the rows mapped and encoded on the server answered, on every page", async () => {
    let pages = 0;
    for (const view of ["active", "deleted"] as const) {
      for (const pageSize of [1, 4, 20]) {
        for (const page of await walk(view, pageSize)) {
          expect(page.body).toBe(
            await previousAnswer(accounts.ids.owner, view, page.cursor, pageSize),
          );
          pages++;
        }
      }
    }
    // active: 12 rows (11 + 1 page), 3, 1; deleted: 2, 1, 1.
    expect(pages).toBe(12 + 3 + 1 + 2 + 1 + 1);
    const [first] = await walk("active", 20);
    const body = JSON.parse(first!.body);
    expect(body.items.some((item: { feePaid: boolean }) => item.feePaid)).toBe(true);
    expect(body.items.some((item: { quotes: unknown[] }) => item.quotes.length === 3)).toBe(true);
    // an itemised quote, and a garage whose distance is known (Leeds LS1 from Manchester M1)
    const allQuotes = body.items.flatMap(
      (item: { quotes: { breakdown: unknown; distanceMiles: number | null }[] }) => item.quotes,
    );
    expect(allQuotes.filter((q: { breakdown: unknown }) => q.breakdown !== null)).toHaveLength(1);
    const miles = allQuotes.map((q: { distanceMiles: number | null }) => q.distanceMiles);
    expect(miles.filter((m: number | null) => m !== null && m > 35 && m < 37)).toHaveLength(3);
  });

  it("answers a page past the end with no items and the view's total", async () => {
    const cursor = encodeCursor({ at: "1900-01-01T00:00:00.000000Z", id: randomUUID() });
    const res = await call(
      ctx,
      accounts,
      "owner",
      "GET",
      `/api/quote-requests?view=active&pageSize=5&cursor=${cursor}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(await previousAnswer(accounts.ids.owner, "active", cursor, 5));
    expect(res.json()).toEqual({ items: [], pageSize: 5, total: 12, nextCursor: null });
  });

  it("answers an empty list for a customer with no requests in the view", async () => {
    const res = await call(ctx, accounts, "other", "GET", "/api/quote-requests?view=deleted");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"items":[],"pageSize":20,"total":0,"nextCursor":null}');
  });
});
