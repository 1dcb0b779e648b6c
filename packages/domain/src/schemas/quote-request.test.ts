import { describe, expect, it } from "vitest";
import { fieldErrors } from "../errors.ts";
import { quoteRequestBodySchema } from "./quote-request.ts";

const valid = {
  registration: "ab12 cde",
  make: "VOLKSWAGEN",
  model: "Golf",
  services: ["oil-service", "brake-service", "oil-service"],
  firstName: "Jane",
  lastName: "Smith",
  description: "Squealing brakes <script>alert(1)</script>",
  postcode: "sw1a1aa",
  mobile: "07700 900123",
  travelDistance: "10-miles",
  timeframe: "asap",
  budgetRange: "100-300",
  partsPreference: "",
};

function errorsOf(input: unknown): Record<string, string> {
  const result = quoteRequestBodySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("quoteRequestBodySchema", () => {
  it("stores a typed make and model in one form, as people write them", () => {
    const typed = quoteRequestBodySchema.parse({
      ...valid,
      make: "volkswagen",
      model: "jazz",
      mobile: "+447700900123",
    });
    expect([typed.make, typed.model, typed.mobile]).toEqual(["VOLKSWAGEN", "Jazz", "07700900123"]);
    const other = quoteRequestBodySchema.parse({ ...valid, make: "aston martin", model: "DB11" });
    expect([other.make, other.model]).toEqual(["Aston Martin", "DB11"]);
  });

  it("normalises an accepted request", () => {
    expect(quoteRequestBodySchema.parse(valid)).toEqual({
      registration: "AB12CDE",
      make: "VOLKSWAGEN",
      model: "Golf",
      services: ["oil-service", "brake-service"],
      firstName: "Jane",
      lastName: "Smith",
      description: "Squealing brakes",
      postcode: "SW1A 1AA",
      mobile: "07700900123",
      travelDistance: "10-miles",
      timeframe: "asap",
      budgetRange: "100-300",
      partsPreference: "no-preference",
      lookedUpRegistration: null,
    });
  });

  it("takes a make and model looked up for the plate sent, however the plate is written", () => {
    const body = quoteRequestBodySchema.parse({ ...valid, lookedUpRegistration: "AB12CDE" });
    expect(body).toMatchObject({ registration: "AB12CDE", lookedUpRegistration: "AB12CDE" });
    expect(errorsOf({ ...valid, lookedUpRegistration: null })).toEqual({});
    expect(errorsOf({ ...valid, lookedUpRegistration: "" })).toEqual({});
  });

  it("refuses a make and model looked up for another plate", () => {
    expect(
      errorsOf({ ...valid, registration: "ZZ99 ZZZ", lookedUpRegistration: "AB12CDE" }),
    ).toEqual({
      make: "These details were found for a different registration. Press Find again, or choose the make and model.",
      model:
        "These details were found for a different registration. Press Find again, or choose the make and model.",
    });
  });

  it("gives each missing field the message of its submit check", () => {
    expect(errorsOf({})).toEqual({
      registration: "Please fill in all required fields and select at least one service.",
      make: "Please fill in all required fields and select at least one service.",
      model: "Please fill in all required fields and select at least one service.",
      services: "Please fill in all required fields and select at least one service.",
      firstName: "Please enter your first and last name.",
      lastName: "Please enter your first and last name.",
      description: "Please describe the issue you're experiencing.",
      postcode: "Please fill in all contact and timeline fields.",
      mobile: "Please fill in all contact and timeline fields.",
      travelDistance: "Please fill in all contact and timeline fields.",
      timeframe: "Please fill in all contact and timeline fields.",
      budgetRange: "Please select your budget range.",
    });
  });

  it("refuses an empty service list and unknown services", () => {
    expect(errorsOf({ ...valid, services: [] })).toEqual({
      services: "Please fill in all required fields and select at least one service.",
    });
    expect(errorsOf({ ...valid, services: ["teleport"] })).toEqual({
      "services.0": "Please choose services from the list",
    });
  });

  it("checks the registration, postcode and mobile formats", () => {
    expect(errorsOf({ ...valid, registration: "HELLO", postcode: "SW1", mobile: "999" })).toEqual({
      registration: "Please enter a valid UK registration number",
      postcode: "Please enter a valid UK postcode",
      mobile: "Please enter a UK mobile number, starting 07 or +44 7",
    });
  });

  it("takes a UK mobile however it is written, stores it normalised, and refuses a landline", () => {
    for (const mobile of ["(07700) 900-123", "+44 7700 900123", "07700 900123"]) {
      expect(quoteRequestBodySchema.parse({ ...valid, mobile }).mobile).toBe("07700900123");
    }
    expect(errorsOf({ ...valid, mobile: "020 7946 0958" })).toEqual({
      mobile: "Please enter a UK mobile number, starting 07 or +44 7",
    });
  });

  it("refuses option values outside the lists", () => {
    expect(
      errorsOf({ ...valid, budgetRange: "a-million", partsPreference: "stolen-parts" }),
    ).toMatchObject({
      budgetRange: "Please select your budget range.",
      partsPreference: expect.any(String),
    });
  });

  it("limits the description to 2000 characters", () => {
    expect(errorsOf({ ...valid, description: "x".repeat(2001) })).toEqual({
      description: "Please use no more than 2000 characters",
    });
  });

  it("keeps a chosen parts preference", () => {
    expect(
      quoteRequestBodySchema.parse({ ...valid, partsPreference: "used-parts" }).partsPreference,
    ).toBe("used-parts");
  });
});
