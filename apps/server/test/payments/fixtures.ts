import { eq } from "drizzle-orm";
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
import { signedInAs } from "../support/accounts.ts";
import { quoteForm } from "../support/quote-form.ts";

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
