import { describe, expect, it } from "vitest";
import { receiptNumberText } from "./payment-status.ts";
import { normaliseVatNumber } from "./settings.ts";

describe("normaliseVatNumber", () => {
  it("stores a UK VAT number as GB and its digits, however it was typed", () => {
    expect(normaliseVatNumber("gb 123 4567 89")).toBe("GB123456789");
    expect(normaliseVatNumber("123456789")).toBe("GB123456789");
    expect(normaliseVatNumber("GB123-4567-89012")).toBe("GB123456789012");
    expect(normaliseVatNumber("GBGD001")).toBe("GBGD001");
    expect(normaliseVatNumber("ha500")).toBe("GBHA500");
  });

  it("keeps empty as none, and refuses anything else", () => {
    expect(normaliseVatNumber("  ")).toBe("");
    expect(normaliseVatNumber("12345")).toBeNull();
    expect(normaliseVatNumber("DE123456789")).toBeNull();
    expect(normaliseVatNumber("GB1234567890")).toBeNull();
  });
});

describe("receiptNumberText", () => {
  it("pads to six digits and refuses what is not a receipt number", () => {
    expect(receiptNumberText(7)).toBe("R-000007");
    expect(receiptNumberText(1_234_567)).toBe("R-1234567");
    expect(() => receiptNumberText(0)).toThrow(RangeError);
  });
});
