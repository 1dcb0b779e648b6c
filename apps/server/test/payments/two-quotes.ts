import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import { auditLog, garages, payments, quotes } from "../../src/db/schema/index.ts";
import { customerWithAcceptedQuote } from "./fixtures.ts";

/**
 * A customer's quoted request with two pending quotes from two garages: A ("Rejected Garage
 * Ltd") and B ("Chosen Garage Ltd").
 */
export async function requestWithTwoQuotes(
  app: FastifyInstance,
  db: Database,
  email: string,
  origin: string,
) {
  const first = await customerWithAcceptedQuote(app, db, email, origin, { accept: false });
  await db
    .update(garages)
    .set({ name: "Rejected Garage Ltd" })
    .where(eq(garages.id, first.garage.id));
  const [garage] = await db
    .insert(garages)
    .values({
      name: "Chosen Garage Ltd",
      address: "2 Low Road, Leeds LS1 1AA",
      phone: "0113 496 0000",
      email: `chosen-${first.requestId}@example.com`,
    })
    .returning();
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteRequestId: first.requestId,
      garageId: garage!.id,
      pricePence: 21000,
      description: "Full respray",
      estimatedDuration: "2 days",
      status: "pending",
    })
    .returning();
  return {
    cookie: first.cookie,
    requestId: first.requestId,
    quoteA: first.quoteId,
    quoteB: quote!.id,
    garageB: garage!,
  };
}

/** A customer's call from our own page. */
export function customerCall(app: FastifyInstance, origin: string, cookie: string) {
  return (method: "GET" | "POST", url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin },
      ...(payload === undefined ? {} : { payload }),
    });
}

/** The request's payments by status, and the refunds the audit log shows staff. */
export async function moneyOf(db: Database, requestId: string) {
  const rows = await db.select().from(payments).where(eq(payments.quoteRequestId, requestId));
  const refunds = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "payment.refund_due"), eq(auditLog.targetId, requestId)));
  const statuses = rows.map((p) => `${p.quoteId}:${p.status}`).sort();
  return { rows, statuses, refunds };
}

export function expectStatus(res: { statusCode: number; body: string }, status: number) {
  expect(res.statusCode, res.body).toBe(status);
}
