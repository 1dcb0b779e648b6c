import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, quoteRequests } from "../../src/db/schema/index.ts";
import { call, storedRequest, useAccounts } from "../customer-area/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

type PaymentStatus = "pending" | "completed" | "failed";

function payment(requestId: string, userId: string, status: PaymentStatus) {
  return {
    quoteRequestId: requestId,
    quoteId: randomUUID(),
    userId,
    provider: "test" as const,
    providerSessionId: randomUUID(),
    amountPence: 300,
    status,
    completedAt: status === "completed" ? new Date() : null,
  };
}

/** Whether the owner's list shows the request's fee as paid (the list reads the kept flag). */
async function listedFeePaid(requestId: string): Promise<boolean | undefined> {
  const res = await call(ctx, accounts, "owner", "GET", "/api/quote-requests?pageSize=50");
  expect(res.statusCode).toBe(200);
  const items: { id: string; feePaid: boolean }[] = res.json().items;
  return items.find((item) => item.id === requestId)?.feePaid;
}

async function keptFlag(requestId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ feePaid: quoteRequests.feePaid })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, requestId));
  return row!.feePaid;
}

describe("the request's kept fee-paid flag", () => {
  it("follows the owner's payment as it is completed, fails and is removed", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner, { status: "accepted" });
    const [row] = await ctx.db
      .insert(payments)
      .values(payment(requestId, accounts.ids.owner, "pending"))
      .returning({ id: payments.id });
    expect(await listedFeePaid(requestId)).toBe(false);

    await ctx.db
      .update(payments)
      .set({ status: "completed", completedAt: new Date() })
      .where(eq(payments.id, row!.id));
    expect(await listedFeePaid(requestId)).toBe(true);

    await ctx.db
      .update(payments)
      .set({ status: "failed", completedAt: null })
      .where(eq(payments.id, row!.id));
    expect(await listedFeePaid(requestId)).toBe(false);

    await ctx.db
      .update(payments)
      .set({ status: "completed", completedAt: new Date() })
      .where(eq(payments.id, row!.id));
    await ctx.db.delete(payments).where(eq(payments.id, row!.id));
    expect(await listedFeePaid(requestId)).toBe(false);
  });

  it("stays paid while another completed payment of the owner remains", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner, { status: "accepted" });
    const rows = await ctx.db
      .insert(payments)
      .values([
        payment(requestId, accounts.ids.owner, "completed"),
        payment(requestId, accounts.ids.owner, "completed"),
      ])
      .returning({ id: payments.id });
    await ctx.db.delete(payments).where(eq(payments.id, rows[0]!.id));
    expect(await listedFeePaid(requestId)).toBe(true);
  });

  it("sets every request a bulk insert of completed payments pays for, and no pending one", async () => {
    const paid = [
      await storedRequest(ctx, accounts.ids.owner, { status: "accepted" }),
      await storedRequest(ctx, accounts.ids.owner, { status: "completed" }),
    ];
    const pending = await storedRequest(ctx, accounts.ids.owner, { status: "accepted" });
    await ctx.db
      .insert(payments)
      .values([
        ...paid.map((id) => payment(id, accounts.ids.owner, "completed")),
        payment(pending, accounts.ids.owner, "pending"),
      ]);
    expect([await keptFlag(paid[0]!), await keptFlag(paid[1]!), await keptFlag(pending)]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("counts only the owner's payment, also when the request changes owner", async () => {
    const requestId = await storedRequest(ctx, accounts.ids.owner, { status: "accepted" });
    await ctx.db.insert(payments).values(payment(requestId, accounts.ids.other, "completed"));
    expect(await listedFeePaid(requestId)).toBe(false);

    await ctx.db
      .update(quoteRequests)
      .set({ userId: accounts.ids.other })
      .where(eq(quoteRequests.id, requestId));
    expect(await keptFlag(requestId)).toBe(true);

    await ctx.db
      .update(quoteRequests)
      .set({ userId: accounts.ids.owner })
      .where(eq(quoteRequests.id, requestId));
    expect(await listedFeePaid(requestId)).toBe(false);
  });

  it("is cleared for every request when payments are truncated", async () => {
    const ids = [
      await storedRequest(ctx, accounts.ids.owner, { status: "accepted" }),
      await storedRequest(ctx, accounts.ids.owner, { status: "accepted" }),
    ];
    await ctx.db
      .insert(payments)
      .values(ids.map((id) => payment(id, accounts.ids.owner, "completed")));
    await ctx.db.execute(sql`truncate payments cascade`);
    const rows = await ctx.db
      .select({ feePaid: quoteRequests.feePaid })
      .from(quoteRequests)
      .where(inArray(quoteRequests.id, ids));
    expect(rows.map((row) => row.feePaid)).toEqual([false, false]);
  });
});
