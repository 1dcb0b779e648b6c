import { describe, expect, it } from "vitest";
import { type QuoteRequestForm, quoteSubmitProblem } from "./quote-submit-checks.ts";

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

const vehicle = {
  registration: "AB12 CDE",
  make: "VOLKSWAGEN",
  model: "Golf",
  services: ["oil-service"],
};
const names = { firstName: "Jane", lastName: "Smith" };
const description = { description: "Knocking from the front left wheel." };
const contact = {
  postcode: "SW1A 1AA",
  mobile: "07700 900123",
  travelDistance: "10-miles",
  timeframe: "asap",
};

describe("quoteSubmitProblem", () => {
  it("reports Missing Fields for an empty form", () => {
    expect(quoteSubmitProblem(empty)).toEqual({
      title: "Missing Fields",
      message: "Please fill in all required fields and select at least one service.",
    });
  });

  it("reports Missing Fields until a service is chosen, even with the vehicle filled in", () => {
    expect(quoteSubmitProblem({ ...empty, ...vehicle, services: [] })?.title).toBe(
      "Missing Fields",
    );
    expect(quoteSubmitProblem({ ...empty, ...vehicle, model: "   " })?.title).toBe(
      "Missing Fields",
    );
  });

  it("then asks for the name", () => {
    expect(quoteSubmitProblem({ ...empty, ...vehicle })).toEqual({
      title: "Name Required",
      message: "Please enter your first and last name.",
    });
    expect(
      quoteSubmitProblem({ ...empty, ...vehicle, firstName: "Jane", lastName: " " })?.title,
    ).toBe("Name Required");
  });

  it("then asks for the description", () => {
    expect(quoteSubmitProblem({ ...empty, ...vehicle, ...names })).toEqual({
      title: "Description Required",
      message: "Please describe the issue you're experiencing.",
    });
  });

  it("then asks for contact and timeline, each of the four fields counting", () => {
    const before = { ...empty, ...vehicle, ...names, ...description };
    expect(quoteSubmitProblem(before)).toEqual({
      title: "Contact & Timeline Required",
      message: "Please fill in all contact and timeline fields.",
    });
    for (const field of ["postcode", "mobile", "travelDistance", "timeframe"] as const) {
      expect(quoteSubmitProblem({ ...before, ...contact, [field]: "" })?.title, field).toBe(
        "Contact & Timeline Required",
      );
    }
  });

  it("then asks for the budget", () => {
    expect(
      quoteSubmitProblem({ ...empty, ...vehicle, ...names, ...description, ...contact }),
    ).toEqual({
      title: "Budget Required",
      message: "Please select your budget range.",
    });
  });

  it("passes a complete form; the parts preference is optional", () => {
    const complete = {
      ...empty,
      ...vehicle,
      ...names,
      ...description,
      ...contact,
      budgetRange: "100-300",
    };
    expect(quoteSubmitProblem(complete)).toBeNull();
  });
});
