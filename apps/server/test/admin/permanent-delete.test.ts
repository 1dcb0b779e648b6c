import { permanentDeleteRefusal } from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminMessages,
  customerReplies,
  notifications,
  payments,
  quotes,
  requestPhotos,
  rewardTransactions,
  supportTickets,
} from "../../src/db/schema/index.ts";
import { useTestApp } from "../support/test-app.ts";
import {
  ADMIN_EMAIL,
  auditEntries,
  CUSTOMER_EMAIL,
  call,
  requestRow,
  storedMessage,
  storedQuote,
  storedRequest,
  useAccounts,
} from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const removeForGood = (id: string) =>
  call(ctx, accounts, "admin", "DELETE", `/api/admin/quote-requests/${id}`);

/** An accepted and paid request with everything that hangs off it. */
async function paidRequestWithHistory() {
  const id = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
  const acceptedQuote = await storedQuote(ctx, id, { status: "accepted" });
  await storedQuote(ctx, id, { status: "rejected" });
  const messageId = await storedMessage(ctx, id, { subject: "About your Golf", message: "Hi" });
  await ctx.db.insert(customerReplies).values({
    adminMessageId: messageId,
    customerEmail: CUSTOMER_EMAIL,
    message: "Thanks",
  });
  const data = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  await ctx.db
    .insert(requestPhotos)
    .values({ quoteRequestId: id, contentType: "image/jpeg", sizeBytes: data.length, data });
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      quoteRequestId: id,
      quoteId: acceptedQuote,
      userId: accounts.customerId,
      provider: "test",
      providerSessionId: `test_${id}`,
      amountPence: 300,
      status: "completed",
      completedAt: new Date(),
    })
    .returning({ id: payments.id });
  await ctx.db.insert(rewardTransactions).values({
    userId: accounts.customerId,
    points: 10,
    reason: "payment",
    quoteRequestId: id,
    paymentId: payment!.id,
  });
  await ctx.db.insert(notifications).values({
    userId: accounts.customerId,
    kind: "payment_confirmed",
    title: "Payment confirmed",
    body: "Paid",
    quoteRequestId: id,
  });
  return { id, acceptedQuote, paymentId: payment!.id };
}

describe("DELETE /api/admin/quote-requests/:id (Permanent Delete)", () => {
  it("refuses a request that is not deleted yet (409) and keeps it whole", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "quoted" });
    await storedQuote(ctx, id);
    const res = await removeForGood(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: "INVALID_TRANSITION",
      message: permanentDeleteRefusal("quoted"),
    });
    expect(res.json().error.message).toBe(
      "Only a deleted request can be permanently deleted. This request is Quoted.",
    );
    expect(await requestRow(ctx, id)).toBeTruthy();
    expect(await ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, id))).toHaveLength(1);
  });

  it("removes the request with its quotes, messages, replies and photos, and keeps its payments", async () => {
    const { id, acceptedQuote, paymentId } = await paidRequestWithHistory();
    const softDelete = await call(
      ctx,
      accounts,
      "admin",
      "POST",
      `/api/admin/quote-requests/${id}/delete`,
      {},
    );
    expect(softDelete.statusCode).toBe(200);

    const res = await removeForGood(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id,
      removed: { quotes: 2, messages: 1, replies: 1, photos: 1 },
      paymentsKept: 1,
    });
    expect(await requestRow(ctx, id)).toBeUndefined();
    const left = await Promise.all([
      ctx.db.select().from(quotes).where(eq(quotes.quoteRequestId, id)),
      ctx.db.select().from(adminMessages).where(eq(adminMessages.quoteRequestId, id)),
      ctx.db.select().from(requestPhotos).where(eq(requestPhotos.quoteRequestId, id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);

    // the payment stays for the accounts, still naming what it paid for
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({
      quoteRequestId: id,
      quoteId: acceptedQuote,
      status: "completed",
      amountPence: 300,
    });
    // the points earned stay too; links to the request are let go
    const [reward] = await ctx.db
      .select()
      .from(rewardTransactions)
      .where(eq(rewardTransactions.paymentId, paymentId));
    expect(reward).toMatchObject({ points: 10, quoteRequestId: null });
    const [notification] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, "Payment confirmed"));
    expect(notification!.quoteRequestId).toBeNull();

    const [entry] = await auditEntries(ctx, id, "quote_request.permanent_delete");
    expect(entry).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      targetType: "quote_request",
      details: { quotes: 2, messages: 1, replies: 1, photos: 1, paymentsKept: 1 },
    });

    // the customer's own lists still answer
    const mine = await call(ctx, accounts, "customer", "GET", "/api/quote-requests");
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((r: { id: string }) => r.id)).not.toContain(id);
    const again = await removeForGood(id);
    expect(again.statusCode).toBe(404);
  });

  it("lets the customer's open support ticket for the request survive, unlinked", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "deleted" });
    await ctx.db.insert(supportTickets).values({
      userId: accounts.customerId,
      customerEmail: CUSTOMER_EMAIL,
      quoteRequestId: id,
      subject: "Reply: About your Golf: any news?",
      source: "reply",
    });
    expect((await removeForGood(id)).statusCode).toBe(200);
    const [ticket] = await ctx.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.subject, "Reply: About your Golf: any news?"));
    expect(ticket).toMatchObject({ quoteRequestId: null, status: "open" });
  });
});
