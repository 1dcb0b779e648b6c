import { formatGBP } from "@automobi/domain";
import { describe, expect, it } from "vitest";
import { ADMIN_QUOTE_MESSAGES } from "@/lib/schemas";
import { type QuoteFormValues, quoteBodyOf } from "./quote-body";

const TYPED: QuoteFormValues = {
  garageName: "Cotswold Motor Works",
  garagePhone: "01242 555 010",
  garageAddress: "12 Tewkesbury Road, Cheltenham GL51 9AA",
  garagePostcode: "gl51 9aa",
  garageEmail: "workshop@cotswold-motors.example.com",
  price: "£1,200.50",
  description: "Front brake pads and discs, fitted with a road test.",
  estimatedDuration: "2-3 hours",
  warrantyInfo: "",
  parts: "",
  labour: "",
  breakdown: "",
};

describe("quoteBodyOf", () => {
  it("sends the price staff type in pounds as whole pence", () => {
    const checked = quoteBodyOf(TYPED, false);
    expect(checked).toEqual({
      body: expect.objectContaining({ pricePence: 120_050, breakdown: null }),
    });
    expect("body" in checked && formatGBP(checked.body.pricePence ?? -1)).toBe("£1,200.50");
    expect(JSON.stringify(checked)).not.toContain('"price"');
  });

  it("shows the form's message at the Price box for a price that is not an amount", () => {
    expect(quoteBodyOf({ ...TYPED, price: "12.345" }, false)).toEqual({
      errors: [["price", ADMIN_QUOTE_MESSAGES.priceFormat]],
    });
    expect(quoteBodyOf({ ...TYPED, price: "100000.01" }, false)).toEqual({
      errors: [["price", ADMIN_QUOTE_MESSAGES.priceTooHigh]],
    });
  });

  it("names every empty field of a blank form, the price among them, in the form's order", () => {
    const blank = Object.fromEntries(Object.keys(TYPED).map((key) => [key, ""]));
    const checked = quoteBodyOf(blank as unknown as QuoteFormValues, false);
    expect("errors" in checked && checked.errors.map(([field]) => field)).toEqual([
      "garageName",
      "garagePhone",
      "garageAddress",
      "garageEmail",
      "price",
      "description",
      "estimatedDuration",
    ]);
    expect("errors" in checked && checked.errors[4]).toEqual(["price", ADMIN_QUOTE_MESSAGES.price]);
  });

  it("sends the garage's postcode as people write it, none when blank, and names a wrong one", () => {
    const sent = quoteBodyOf(TYPED, false);
    expect("body" in sent && sent.body.garagePostcode).toBe("gl51 9aa");
    const blank = quoteBodyOf({ ...TYPED, garagePostcode: " " }, false);
    expect("body" in blank && blank.body.garagePostcode).toBeNull();
    expect(quoteBodyOf({ ...TYPED, garagePostcode: "GL51" }, false)).toEqual({
      errors: [["garagePostcode", "Please enter a valid UK postcode"]],
    });
  });

  it("itemised, sends parts and labour in pence and no price", () => {
    const checked = quoteBodyOf({ ...TYPED, price: "", parts: "120", labour: "142.50" }, true);
    expect(checked).toEqual({
      body: expect.objectContaining({
        pricePence: undefined,
        breakdown: { partsPence: 12_000, labourPence: 14_250 },
      }),
    });
  });
});
