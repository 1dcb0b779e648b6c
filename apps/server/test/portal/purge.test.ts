import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, quotes } from "../../src/db/schema/index.ts";
import {
  auditEntries,
  call,
  requestRow,
  storedMessage,
  storedQuote,
  storedRequest,
  useAccounts,
} from "../admin/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { storedPayment } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const purge = (id: string, who: "admin" | "superAdmin" = "admin") =>
  call(ctx, accounts, who, "POST", `/api/admin/quote-requests/${id}/purge`, {});

describe("Customer Management's Delete: soft and permanent delete in one go", () => {
  it("removes a live request with its quotes and messages, keeps its payment, audits once", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "accepted" });
    const quoteId = await storedQuote(ctx, id, { status: "accepted" });
    await storedQuote(ctx, id, { status: "rejected" });
    await storedMessage(ctx, id, { subject: "About your Golf", message: "Hi" });
    await storedPayment(ctx, accounts.customerId, {
      requestId: id,
      amountPence: 300,
      completedAt: new Date(),
    });

    const res = await purge(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      removed: { quotes: 2, messages: 1, replies: 0, photos: 0 },
      paymentsKept: 1,
    });
    expect(await requestRow(ctx, id)).toBeUndefined();
    expect(await ctx.db.select().from(quotes).where(eq(quotes.id, quoteId))).toEqual([]);
    expect(
      await ctx.db.select().from(payments).where(eq(payments.quoteRequestId, id)),
    ).toHaveLength(1);
    const audit = await auditEntries(ctx, id);
    expect(audit.map((entry) => entry.action)).toEqual(["quote_request.purge"]);
    expect(audit[0]).toMatchObject({
      actorEmail: "staff@example.com",
      details: { from: "accepted", quotes: 2, messages: 1, paymentsKept: 1 },
    });
  });

  it("removes an already deleted request too", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "deleted" });
    const res = await purge(id, "superAdmin");
    expect(res.statusCode).toBe(200);
    expect(await requestRow(ctx, id)).toBeUndefined();
    expect((await auditEntries(ctx, id, "quote_request.purge"))[0]?.details).toMatchObject({
      from: "deleted",
    });
  });

  it("answers 404 for a request that is not there (or no longer)", async () => {
    const id = await storedRequest(ctx, accounts.customerId);
    expect((await purge(id)).statusCode).toBe(200);
    const again = await purge(id);
    expect(again.statusCode).toBe(404);
    expect((await purge("not-a-uuid")).statusCode).toBe(400);
  });

  it("leaves the Deleted screen's permanent delete as it was: soft-deleted requests only", async () => {
    const id = await storedRequest(ctx, accounts.customerId, { status: "pending" });
    const res = await call(ctx, accounts, "admin", "DELETE", `/api/admin/quote-requests/${id}`);
    expect(res.statusCode).toBe(409);
    expect(await requestRow(ctx, id)).toBeDefined();
  });
});
