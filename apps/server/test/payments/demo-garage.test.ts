import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { payments } from "../../src/db/schema/index.ts";
import { DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, seedDemo } from "../../src/demo/seed.ts";
import { cookieHeader, signIn } from "../support/accounts.ts";
import { useTestApp } from "../support/test-app.ts";

const ctx = useTestApp();

beforeAll(async () => {
  await seedDemo(ctx.db, {});
});

describe("the demo customer's paid request", () => {
  it("shows its garage to the demo customer, and only after the fee was paid", async () => {
    const cookie = cookieHeader(await signIn(ctx.app, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD));
    const [paid] = await ctx.db
      .select({ quoteRequestId: payments.quoteRequestId })
      .from(payments)
      .where(eq(payments.status, "completed"));
    expect(paid, "the demo data has a completed fee payment").toBeTruthy();

    const garage = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${paid!.quoteRequestId}/garage`,
      headers: { cookie },
    });
    expect(garage.statusCode, garage.body).toBe(200);
    expect(garage.json().name).toEqual(expect.any(String));
    expect(garage.json().phone).toEqual(expect.any(String));

    const list = await ctx.app.inject({
      method: "GET",
      url: "/api/quote-requests",
      headers: { cookie },
    });
    const items = list.json().items as Array<{
      id: string;
      status: string;
      feePaid: boolean;
      quotes: Array<{ id: string; status: string }>;
    }>;
    expect(items.find((item) => item.id === paid!.quoteRequestId)?.feePaid).toBe(true);
    // The demo has a request whose pending quotes wait for the customer's decision.
    const open = items.find(
      (item) => item.quotes.filter((quote) => quote.status === "pending").length >= 2,
    );
    expect(open, "a demo request with pending quotes to accept").toBeTruthy();
    expect(open!.feePaid).toBe(false);
    const accepted = await ctx.app.inject({
      method: "POST",
      url: `/api/quotes/${open!.quotes[0]!.id}/accept`,
      headers: { cookie, origin: ctx.config.publicUrl },
      payload: {},
    });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const unpaid = list
      .json()
      .items.find((item: { id: string; status: string }) => item.id !== paid!.quoteRequestId);
    const locked = await ctx.app.inject({
      method: "GET",
      url: `/api/quote-requests/${unpaid.id}/garage`,
      headers: { cookie },
    });
    expect(locked.statusCode).toBe(404);
  });
});
