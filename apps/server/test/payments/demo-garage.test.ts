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
