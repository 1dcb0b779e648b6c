import { describe, expect, it } from "vitest";
import { prefillValues } from "./prefill.ts";
import { quoteFormHref, withRequestedServices } from "./quote-form-link.ts";

const emptyForm = { firstName: "", lastName: "", postcode: "", mobile: "" };
const profile = {
  firstName: "Sarah",
  lastName: "Thompson",
  postcode: "GL50 1QA",
  phone: "07700900123",
};

describe("prefillValues", () => {
  it("fills every empty field from the profile", () => {
    expect(prefillValues(emptyForm, profile, "Account Name")).toEqual({
      firstName: "Sarah",
      lastName: "Thompson",
      postcode: "GL50 1QA",
      mobile: "07700 900123",
    });
  });

  it("writes the profile's mobile as people do, however it was stored", () => {
    const international = { ...profile, phone: "+447700900123" };
    expect(prefillValues(emptyForm, international, null).mobile).toBe("07700 900123");
  });

  it("never overwrites what the customer typed", () => {
    const typed = { firstName: "Sal", lastName: " ", postcode: "LS6 2QR", mobile: "" };
    expect(prefillValues(typed, profile, "Account Name")).toEqual({
      lastName: "Thompson",
      mobile: "07700 900123",
    });
  });

  it("takes the names from the account when the profile's are blank or missing", () => {
    const blankNames = { ...profile, firstName: "  ", lastName: null };
    expect(prefillValues(emptyForm, blankNames, "Sarah Jane Thompson")).toMatchObject({
      firstName: "Sarah",
      lastName: "Jane Thompson",
    });
    expect(prefillValues(emptyForm, null, "Quinn Harper")).toEqual({
      firstName: "Quinn",
      lastName: "Harper",
    });
  });

  it("leaves postcode and mobile empty when the profile has none: the account has no address", () => {
    const noContact = { ...profile, postcode: "", phone: null };
    const filled = prefillValues(emptyForm, noContact, "Sarah Thompson");
    expect(filled).not.toHaveProperty("postcode");
    expect(filled).not.toHaveProperty("mobile");
  });

  it("does not put a landline from the profile into the Mobile number field", () => {
    const landline = { ...profile, phone: "02079460958" };
    expect(prefillValues(emptyForm, landline, null)).not.toHaveProperty("mobile");
  });

  it("fills nothing it has no value for", () => {
    expect(prefillValues(emptyForm, undefined, "   ")).toEqual({});
  });

  it("trims the values it fills", () => {
    expect(prefillValues(emptyForm, { firstName: "  Sarah " }, null)).toEqual({
      firstName: "Sarah",
    });
  });
});

describe("links that open the quote form with services ticked", () => {
  it("name the services in the query", () => {
    expect(quoteFormHref("/quote-request", ["annual-inspection"])).toBe(
      "/quote-request?service=annual-inspection",
    );
    expect(quoteFormHref("/quote-request", ["respray", "panel-work"])).toBe(
      "/quote-request?service=respray&service=panel-work",
    );
    expect(quoteFormHref("/quote-request", [])).toBe("/quote-request");
  });

  it("add the named services to those already ticked, once each, ignoring unknown ids", () => {
    const query = new URLSearchParams("service=get-new-tires&service=oil-service&service=nope");
    expect(withRequestedServices(["oil-service"], query)).toEqual(["oil-service", "get-new-tires"]);
    expect(withRequestedServices([], new URLSearchParams())).toEqual([]);
  });
});
