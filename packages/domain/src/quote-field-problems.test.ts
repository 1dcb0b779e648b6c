import { describe, expect, it } from "vitest";
import {
  missingQuoteFields,
  QUOTE_CHECK_FIELDS,
  REQUIRED_QUOTE_FIELDS,
} from "./quote-field-problems.ts";
import { QUOTE_SUBMIT_PROBLEMS, type QuoteRequestForm } from "./quote-submit-checks.ts";

const empty: QuoteRequestForm = {
  registration: "",
  make: "",
  model: "",
  services: [],
  firstName: "",
  lastName: "",
  description: "",
  postcode: "",
  mobile: "",
  travelDistance: "",
  timeframe: "",
  budgetRange: "",
  partsPreference: "",
};

describe("missingQuoteFields", () => {
  it("names every empty required field at once, in screen order, the parts preference optional", () => {
    expect(missingQuoteFields(empty).map((problem) => problem.field)).toEqual([
      ...REQUIRED_QUOTE_FIELDS,
    ]);
  });

  it("gives each field its own message, so a chosen service is not asked for again", () => {
    const problems = missingQuoteFields({ ...empty, services: ["oil-service"], mobile: " " });
    expect(Object.fromEntries(problems.map((p) => [p.field, p.message]))).toEqual({
      registration: "Please enter your vehicle's registration number.",
      make: "Please choose the make, or enter it manually.",
      model: "Please choose the model, or enter it manually.",
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      description: "Please describe the issue you're experiencing.",
      postcode: "Please enter your postcode.",
      mobile: "Please enter your mobile number.",
      travelDistance: "Please choose how far you will travel.",
      timeframe: "Please choose when you need it.",
      budgetRange: "Please select your budget range.",
    });
  });

  it("finds nothing missing on a complete form", () => {
    const complete = {
      ...empty,
      registration: "AB12 CDE",
      make: "VOLKSWAGEN",
      model: "Golf",
      services: ["oil-service"],
      firstName: "Jane",
      lastName: "Smith",
      description: "Knocking noise.",
      postcode: "SW1A 1AA",
      mobile: "07700 900123",
      travelDistance: "10-miles",
      timeframe: "asap",
      budgetRange: "100-300",
    };
    expect(missingQuoteFields(complete)).toEqual([]);
  });
});

describe("QUOTE_CHECK_FIELDS", () => {
  it("gives every submit check its fields, together covering each required field once", () => {
    const fields = QUOTE_SUBMIT_PROBLEMS.flatMap(
      (problem) => QUOTE_CHECK_FIELDS.get(problem) ?? [],
    );
    expect(fields).toEqual([...REQUIRED_QUOTE_FIELDS]);
  });
});
