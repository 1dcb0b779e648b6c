import { describe, expect, it } from "vitest";
import { PAYMENT_FEE_MESSAGES } from "@/lib/schemas";
import { settingsBodyOf, settingsFormOf } from "./settings-body";

const STORED = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
  vatRatePercent: 20,
};

describe("the System Settings form", () => {
  it("shows the stored fee as money and sends what staff type as whole pence", () => {
    const form = settingsFormOf(STORED);
    expect(form.paymentFee).toBe("3.00");
    expect(settingsBodyOf(form)).toEqual({ body: STORED });
    expect(settingsBodyOf({ ...form, paymentFee: "4.5" })).toEqual({
      body: { ...STORED, paymentFeePence: 450 },
    });
  });

  it("shows the form's message at the Payment Fee box for a fee it cannot take", () => {
    const form = settingsFormOf(STORED);
    const at = (paymentFee: string) => settingsBodyOf({ ...form, paymentFee });
    expect(at("")).toEqual({ errors: [["paymentFee", PAYMENT_FEE_MESSAGES.number]] });
    expect(at("3.005")).toEqual({ errors: [["paymentFee", PAYMENT_FEE_MESSAGES.decimals]] });
    expect(at("0.29")).toEqual({ errors: [["paymentFee", PAYMENT_FEE_MESSAGES.tooSmall]] });
    expect(at("1000.01")).toEqual({ errors: [["paymentFee", PAYMENT_FEE_MESSAGES.tooLarge]] });
  });

  it("names each wrong field once, in the form's order", () => {
    const form = { ...settingsFormOf(STORED), platformName: " ", paymentFee: "0" };
    expect(settingsBodyOf({ ...form, rewardPointsPerPayment: -1 })).toEqual({
      errors: [
        ["platformName", "Platform name is required"],
        ["paymentFee", PAYMENT_FEE_MESSAGES.tooSmall],
        ["rewardPointsPerPayment", "Reward points per payment must be 0 or more"],
      ],
    });
  });
});
