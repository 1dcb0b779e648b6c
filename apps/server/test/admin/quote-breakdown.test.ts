import { ADMIN_QUOTE_MESSAGES, breakdownVatMessage } from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { settings } from "../../src/db/schema/index.ts";
import { putSettings } from "../portal/fixtures.ts";
import { useTestApp } from "../support/test-app.ts";
import { addQuoteAs, QUOTE, storedRequest, useAccounts } from "./fixtures.ts";

const ctx = useTestApp();
const accounts = useAccounts(ctx);

const addQuote = (requestId: string, body: Record<string, unknown>) =>
  addQuoteAs(ctx, accounts, requestId, body);

describe("a quote itemised as parts and labour", () => {
  const itemised = { ...QUOTE, pricePence: undefined };

  it("gets its VAT and its price from the breakdown, on the server", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const res = await addQuote(requestId, {
      ...itemised,
      breakdown: { partsPence: 12_000, labourPence: 14_250 },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quote).toMatchObject({
      pricePence: 31_500,
      breakdown: { partsPence: 12_000, labourPence: 14_250, vatPence: 5_250 },
    });
  });

  it("refuses a VAT that is not 20 % of parts and labour, naming the right amount", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const res = await addQuote(requestId, {
      ...itemised,
      breakdown: { partsPence: 12_000, labourPence: 14_250, vatPence: 5_000 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      "breakdown.vatPence": breakdownVatMessage(5_250, 20),
    });
    expect(breakdownVatMessage(5_250, 20)).toBe("VAT must be 20% of parts and labour: £52.50");
    const priced = await addQuote(requestId, {
      ...QUOTE,
      pricePence: 31_500,
      breakdown: { partsPence: 12_000, labourPence: 14_250 },
    });
    expect(priced.statusCode, priced.body).toBe(201);
  });

  it("charges VAT at the rate System Settings store, which the public settings state", async () => {
    const saved = await putSettings(ctx, accounts, "superAdmin", {
      platformName: "Automobi",
      paymentFeePence: 300,
      rewardPointsPerPayment: 10,
      maxQuoteResponseHours: 24,
      vatRatePercent: 17.5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const config = await ctx.app.inject({ method: "GET", url: "/api/public-config" });
      expect(config.json().vatRatePercent).toBe(17.5);
      const requestId = await storedRequest(ctx, accounts.customerId);
      const res = await addQuote(requestId, {
        ...itemised,
        breakdown: { partsPence: 12_000, labourPence: 14_250 },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().quote).toMatchObject({
        pricePence: 30_844,
        breakdown: { partsPence: 12_000, labourPence: 14_250, vatPence: 4_594 },
      });
      const wrong = await addQuote(requestId, {
        ...itemised,
        breakdown: { partsPence: 12_000, labourPence: 14_250, vatPence: 5_250 },
      });
      expect(wrong.json().error.fields).toEqual({
        "breakdown.vatPence": "VAT must be 17.5% of parts and labour: £45.94",
      });
    } finally {
      await ctx.db.delete(settings).where(eq(settings.key, "vat_rate_percent"));
    }
  });

  it("still asks for a price when there is no breakdown", async () => {
    const requestId = await storedRequest(ctx, accounts.customerId);
    const res = await addQuote(requestId, itemised);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ pricePence: ADMIN_QUOTE_MESSAGES.price });
  });
});
