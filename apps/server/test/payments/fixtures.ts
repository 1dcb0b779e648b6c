import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/client.ts";
import {
  emailOutbox,
  garages,
  notifications,
  payments,
  quoteRequests,
  quotes,
  rewardTransactions,
} from "../../src/db/schema/index.ts";
import { type Accounts, call, storedRequest } from "../admin/fixtures.ts";
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";
import type { TestApp } from "../support/test-app.ts";

let garageCount = 0;

/** A signed-in customer with a request whose quote is accepted (as the accept route leaves it). */
export async function customerWithAcceptedQuote(
  app: FastifyInstance,
  db: Database,
  email: string,
  origin: string,
  options: { accept?: boolean } = {},
) {
  const cookie = await signedInAs(app, db, email);
  const res = await app.inject({
    method: "POST",
    url: "/api/quote-requests",
    headers: { cookie, origin },
    payload: quoteForm({ model: "Golf" }),
  });
  expect(res.statusCode).toBe(201);
  const requestId: string = res.json().id;
  const n = ++garageCount;
  const [garage] = await db
    .insert(garages)
    .values({
      name: `Hillside Motors ${n}`,
      address: `${n} High Street, London SW1A 1AA`,
      phone: "020 7946 0000",
      email: `garage${n}@example.com`,
    })
    .returning();
  const accept = options.accept ?? true;
  const [quote] = await db
    .insert(quotes)
    .values({
      quoteRequestId: requestId,
      garageId: garage!.id,
      pricePence: 18500,
      description: "Front pads and discs",
      estimatedDuration: "2-3 hours",
      status: accept ? "accepted" : "pending",
      decidedAt: accept ? new Date() : null,
    })
    .returning();
  await db
    .update(quoteRequests)
    .set({ status: accept ? "accepted" : "quoted" })
    .where(eq(quoteRequests.id, requestId));
  return { cookie, requestId, quoteId: quote!.id, garage: garage! };
}

/** Everything a payment writes for one request, to count it. */
export async function writtenFor(db: Database, requestId: string, email: string) {
  const [paid, ledger, mails, notes, request] = await Promise.all([
    db.select().from(payments).where(eq(payments.quoteRequestId, requestId)),
    db.select().from(rewardTransactions).where(eq(rewardTransactions.quoteRequestId, requestId)),
    db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)),
    db.select().from(notifications).where(eq(notifications.quoteRequestId, requestId)),
    db.select().from(quoteRequests).where(eq(quoteRequests.id, requestId)),
  ]);
  return {
    completed: paid.filter((p) => p.status === "completed"),
    payments: paid,
    ledger,
    successMails: mails.filter((m) => m.template === "payment-success"),
    notifications: notes,
    requestStatus: request[0]?.status,
  };
}

/** The customer's stored request with a quote from `garageId`, accepted through the API. */
export async function acceptedQuoteRequest(ctx: TestApp, accounts: Accounts, garageId: string) {
  const requestId = await storedRequest(ctx, accounts.customerId, { status: "quoted" });
  const [quote] = await ctx.db
    .insert(quotes)
    .values({
      quoteRequestId: requestId,
      garageId,
      pricePence: 12_000,
      description: "Full service",
      estimatedDuration: "3 hours",
    })
    .returning({ id: quotes.id });
  const accepted = await call(ctx, accounts, "customer", "POST", `/api/quotes/${quote?.id}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return requestId;
}

/** The customer pays the request's service fee on the built-in test checkout; its payment id. */
export async function payServiceFee(ctx: TestApp, accounts: Accounts, requestId: string) {
  const created = await call(ctx, accounts, "customer", "POST", "/api/payments", {
    quoteRequestId: requestId,
  });
  expect(created.statusCode, created.body).toBe(200);
  const paid = await ctx.app.inject({
    method: "POST",
    url: `/checkout/test/${created.json().sessionId}/pay`,
    headers: { origin: ctx.config.publicUrl, "content-type": "application/x-www-form-urlencoded" },
    payload: "",
  });
  expect(paid.statusCode).toBeLessThan(400);
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quoteRequestId, requestId), eq(payments.status, "completed")));
  if (!payment) throw new Error("the test checkout completed no payment");
  return payment.id;
}
