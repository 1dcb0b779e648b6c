import { randomUUID } from "node:crypto";
import type { RequestStatus } from "@automobi/domain";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import { garages, quoteRequests, quotes } from "../../src/db/schema/index.ts";
import { nextClientIp } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import type { TestApp } from "../support/test-app.ts";

/**
 * A request made through the API, then quoted by inserting a garage and its quotes directly
 * (admin quote entry does not exist yet). Prices are £100, £120, … in pence.
 */
export async function quotedRequest(
  ctx: TestApp,
  cookie: string,
  options: { quotes?: number; status?: RequestStatus; form?: Record<string, unknown> } = {},
) {
  // Tests make more requests than a customer's hourly submission limit allows.
  await ctx.db.execute(sql`delete from rate_limit where starts_with(key, 'quote-submit')`);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/quote-requests",
    remoteAddress: nextClientIp(),
    headers: { cookie, origin: ctx.config.publicUrl },
    payload: quoteForm(options.form),
  });
  expect(res.statusCode).toBe(201);
  const requestId: string = res.json().id;
  const [garage] = await ctx.db
    .insert(garages)
    .values({
      name: "Secret Motors",
      address: "1 Hidden Lane, London",
      phone: "020 7946 0000",
      email: `garage-${randomUUID()}@example.com`,
    })
    .returning();
  const rows = await ctx.db
    .insert(quotes)
    .values(
      Array.from({ length: options.quotes ?? 2 }, (_, i) => ({
        quoteRequestId: requestId,
        garageId: garage!.id,
        pricePence: 10_000 + i * 2_000,
        description: `Quote ${i + 1}`,
        estimatedDuration: "2-3 hours",
      })),
    )
    .returning({ id: quotes.id });
  await ctx.db
    .update(quoteRequests)
    .set({ status: options.status ?? "quoted" })
    .where(eq(quoteRequests.id, requestId));
  return { requestId, quoteIds: rows.map((r) => r.id), garageId: garage!.id };
}

/** POST /api/quotes/:id/{accept,reject} as a browser would send it. */
export function decide(
  ctx: TestApp,
  cookie: string | undefined,
  quoteId: string,
  action: "accept" | "reject",
  payload: Record<string, unknown> | undefined = action === "reject"
    ? { reason: "Too expensive" }
    : undefined,
) {
  return ctx.app.inject({
    method: "POST",
    url: `/api/quotes/${quoteId}/${action}`,
    headers: cookie ? { cookie, origin: ctx.config.publicUrl } : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function quoteRow(ctx: TestApp, id: string) {
  const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, id));
  return row!;
}

export async function requestRow(ctx: TestApp, id: string) {
  const [row] = await ctx.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return row!;
}
