import { describe, expect, it } from "vitest";
import { formatGBP, penceToPounds, poundsToPence } from "./money.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";

describe("formatGBP", () => {
  it("formats pence as pounds sterling", () => {
    expect(formatGBP(300)).toBe("£3.00");
    expect(formatGBP(123450)).toBe("£1,234.50");
    expect(formatGBP(5)).toBe("£0.05");
  });

  it("can drop zero pence, as in the fee button", () => {
    expect(formatGBP(300, { dropZeroPence: true })).toBe("£3");
    expect(formatGBP(350, { dropZeroPence: true })).toBe("£3.50");
  });
});

describe("poundsToPence", () => {
  it("converts decimal strings exactly", () => {
    expect(poundsToPence("0.1")).toBe(10);
    expect(poundsToPence("19.99")).toBe(1999);
    expect(poundsToPence("12.5")).toBe(1250);
    expect(poundsToPence("3")).toBe(300);
    expect(poundsToPence(".5")).toBe(50);
    expect(poundsToPence(" £1,234.56 ")).toBe(123456);
    expect(poundsToPence("1.15")).toBe(115);
  });

  it("converts numbers from number inputs", () => {
    expect(poundsToPence(4.35)).toBe(435);
    expect(poundsToPence(0)).toBe(0);
  });

  it("refuses negatives, extra decimals and non-amounts", () => {
    for (const text of ["-1", "1.234", "abc", "", ".", "12.", "1,23", "1e3"]) {
      expect(poundsToPence(text), text).toBeNull();
    }
    expect(poundsToPence(0.1 + 0.2)).toBeNull();
    expect(poundsToPence(Number.NaN)).toBeNull();
  });
});

describe("penceToPounds", () => {
  it("writes pence as a plain pounds amount", () => {
    expect(penceToPounds(1250)).toBe("12.50");
    expect(penceToPounds(5)).toBe("0.05");
    expect(penceToPounds(-300)).toBe("-3.00");
  });

  it("round-trips with poundsToPence", () => {
    expect(poundsToPence(penceToPounds(98765))).toBe(98765);
  });
});

describe("DEFAULT_SETTINGS", () => {
  it("match the spec's defaults", () => {
    expect(DEFAULT_SETTINGS).toEqual({
      platformName: "Automobi",
      paymentFeePence: 300,
      rewardPointsPerPayment: 10,
      maxQuoteResponseHours: 24,
      vatRatePercent: 20,
      vatNumber: "",
      deletedRequestRetentionDays: 90,
    });
    expect(formatGBP(DEFAULT_SETTINGS.paymentFeePence)).toBe("£3.00");
  });
});
