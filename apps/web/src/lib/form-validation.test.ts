import { AUTH_MESSAGES, INVALID_POSTCODE_MESSAGE, type QuoteRequestForm } from "@automobi/domain";
import { describe, expect, it } from "vitest";
import { loadValidation } from "./form-validation";

const QUOTE_FORM: QuoteRequestForm = {
  registration: "AB12CDE",
  make: "Ford",
  model: "Focus",
  services: ["full-service"],
  firstName: "Sarah",
  lastName: "Thompson",
  description: "",
  postcode: "NOT A POSTCODE",
  mobile: "07700900123",
  travelDistance: "",
  timeframe: "",
  budgetRange: "",
  partsPreference: "",
};

describe("loadValidation", () => {
  it("loads the public forms' rules once, with the shared schemas' own messages", async () => {
    const first = await loadValidation();
    expect(await loadValidation()).toBe(first);

    const login = first.parseForm(first.loginSchema, { email: "sarah@example.com", password: "" });
    expect(login).toEqual({
      success: false,
      problems: { password: AUTH_MESSAGES.passwordRequired },
    });
  });

  it("names the quote form's fields the schema refuses, with their messages", async () => {
    const { quoteSchemaProblems } = await loadValidation();
    expect(quoteSchemaProblems(QUOTE_FORM).postcode).toBe(INVALID_POSTCODE_MESSAGE);
    expect(quoteSchemaProblems({ ...QUOTE_FORM, postcode: "SW1A 1AA" }).postcode).toBeUndefined();
  });
});
