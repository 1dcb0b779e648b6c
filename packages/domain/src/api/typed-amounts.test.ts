import { describe, expect, it } from "vitest";
import { ADMIN_QUOTE_MESSAGES, adminQuoteCreateRequest, typedQuotePrice } from "./admin-quotes.ts";
import { PAYMENT_FEE_MESSAGES, settingsUpdateBody, typedPaymentFee } from "./settings.ts";

describe("typedQuotePrice", () => {
  it("turns the pounds staff type into pence", () => {
    expect(typedQuotePrice("120")).toEqual({ pence: 12_000 });
    expect(typedQuotePrice("120.5")).toEqual({ pence: 12_050 });
    expect(typedQuotePrice(" £1,200.50 ")).toEqual({ pence: 120_050 });
    expect(typedQuotePrice("0")).toEqual({ pence: 0 });
    expect(typedQuotePrice("100000.00")).toEqual({ pence: 10_000_000 });
  });

  it("gives the form's message for a blank box, a non-amount or a price over £100,000", () => {
    expect(typedQuotePrice("  ")).toEqual({ message: ADMIN_QUOTE_MESSAGES.price });
    for (const typed of ["-1", "12.345", "twelve", "1e3"]) {
      expect(typedQuotePrice(typed), typed).toEqual({ message: ADMIN_QUOTE_MESSAGES.priceFormat });
    }
    expect(typedQuotePrice("100000.01")).toEqual({ message: ADMIN_QUOTE_MESSAGES.priceTooHigh });
  });
});

describe("the quote body", () => {
  const quote = {
    garageName: "Brake Masters",
    garagePhone: "020 7946 0000",
    garageAddress: "1 High Street, London",
    garageEmail: "bookings@brake-masters.example",
    description: "Front pads and discs",
    estimatedDuration: "2-3 hours",
  };
  const problems = (body: Record<string, unknown>) => {
    const parsed = adminQuoteCreateRequest.safeParse({ ...quote, ...body });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path, issue.message]);
  };

  it("takes the price in whole pence", () => {
    expect(adminQuoteCreateRequest.parse({ ...quote, pricePence: 12_050 }).pricePence).toBe(12_050);
  });

  it("refuses pounds, fractions of a penny and amounts out of range with the form's messages", () => {
    expect(problems({ price: "120" })).toEqual([[["pricePence"], ADMIN_QUOTE_MESSAGES.price]]);
    for (const pricePence of ["12000", 120.5, -1]) {
      expect(problems({ pricePence })[0]).toEqual([
        ["pricePence"],
        ADMIN_QUOTE_MESSAGES.priceFormat,
      ]);
    }
    expect(problems({ pricePence: 10_000_001 })).toEqual([
      [["pricePence"], ADMIN_QUOTE_MESSAGES.priceTooHigh],
    ]);
  });
});

describe("typedPaymentFee", () => {
  it("turns the pounds staff type into pence", () => {
    expect(typedPaymentFee("3.00")).toEqual({ pence: 300 });
    expect(typedPaymentFee("4.5")).toEqual({ pence: 450 });
    expect(typedPaymentFee("£0.30")).toEqual({ pence: 30 });
    expect(typedPaymentFee("1000")).toEqual({ pence: 100_000 });
  });

  it("gives the form's message for each way a fee can be wrong", () => {
    expect(typedPaymentFee("")).toEqual({ message: PAYMENT_FEE_MESSAGES.number });
    expect(typedPaymentFee("three")).toEqual({ message: PAYMENT_FEE_MESSAGES.number });
    expect(typedPaymentFee("3.005")).toEqual({ message: PAYMENT_FEE_MESSAGES.decimals });
    expect(typedPaymentFee("-1")).toEqual({ message: PAYMENT_FEE_MESSAGES.tooSmall });
    expect(typedPaymentFee("0.29")).toEqual({ message: PAYMENT_FEE_MESSAGES.tooSmall });
    expect(typedPaymentFee("1000.01")).toEqual({ message: PAYMENT_FEE_MESSAGES.tooLarge });
    expect(PAYMENT_FEE_MESSAGES.tooLarge).toBe("Payment fee must be £1000 or less");
  });

  it("checks the fee sent in pence with the same messages", () => {
    const settings = {
      platformName: "Automobi",
      rewardPointsPerPayment: 10,
      maxQuoteResponseHours: 24,
    };
    const message = (paymentFeePence: unknown) => {
      const parsed = settingsUpdateBody.safeParse({ ...settings, paymentFeePence });
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(message(450)).toBeNull();
    expect(message(4.5)).toBe(PAYMENT_FEE_MESSAGES.decimals);
    expect(message(29)).toBe(PAYMENT_FEE_MESSAGES.tooSmall);
    expect(message(100_001)).toBe(PAYMENT_FEE_MESSAGES.tooLarge);
    expect(message("450")).toBe(PAYMENT_FEE_MESSAGES.number);
  });
});
