import type { QuoteRequestForm } from "@automobi/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearDraft,
  DRAFT_LIFETIME_MS,
  draftReplacements,
  type QuoteDraft,
  readDraft,
  replaceDraft,
  writeDraft,
} from "./draft-storage";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT } from "./quote-form";

const KEY = "automobi:quote-request-draft";

const values: QuoteRequestForm = {
  ...EMPTY_QUOTE_FORM,
  registration: "AB12 CDE",
  make: "Ford",
  model: "Focus",
  services: ["full-service", "mot"],
  firstName: "Sarah",
};
const draft: QuoteDraft = {
  values,
  vehicle: {
    manualEntry: false,
    manualChosen: false,
    lookedUp: { registration: "AB12CDE", year: 2012 },
  },
};

afterEach(() => {
  vi.useRealTimers();
});

describe("the quote form's draft", () => {
  it("is read back as it was saved", () => {
    writeDraft(draft);
    expect(readDraft()).toEqual(draft);
  });

  it("is nothing when none was saved", () => {
    expect(readDraft()).toBeNull();
  });

  it("is removed rather than saved when the form is empty", () => {
    writeDraft(draft);
    writeDraft({
      values: { ...EMPTY_QUOTE_FORM, firstName: "  " },
      vehicle: EMPTY_VEHICLE_CONTEXT,
    });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(readDraft()).toBeNull();
  });

  it("lasts a day, then is dropped from the browser", () => {
    vi.useFakeTimers({ now: new Date("2026-03-14T09:00:00Z") });
    writeDraft(draft);

    vi.setSystemTime(Date.now() + DRAFT_LIFETIME_MS);
    expect(readDraft()).toEqual(draft);
    vi.setSystemTime(Date.now() + 1);
    expect(readDraft()).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("is cleared", () => {
    writeDraft(draft);
    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it("keeps only the form's own fields, as text, from what is stored", () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        savedAt: Date.now(),
        values: {
          firstName: "Sarah",
          mobile: 7700900123,
          services: ["mot", 3, null],
          admin: "yes",
        },
        vehicle: { manualEntry: "yes", lookedUp: { registration: 12 } },
      }),
    );
    expect(readDraft()).toEqual({
      values: { ...EMPTY_QUOTE_FORM, firstName: "Sarah", services: ["mot"] },
      vehicle: EMPTY_VEHICLE_CONTEXT,
    });
  });

  it("is nothing when what is stored is not a draft", () => {
    window.localStorage.setItem(KEY, "{not json");
    expect(readDraft()).toBeNull();
    window.localStorage.setItem(KEY, JSON.stringify(["a", "list"]));
    expect(readDraft()).toBeNull();
  });

  it("forgets a lookup saved with another plate, with the make and model it gave", () => {
    writeDraft({ ...draft, values: { ...values, registration: "XY99 ZZZ" } });
    expect(readDraft()).toEqual({
      values: { ...values, registration: "XY99 ZZZ", make: "", model: "" },
      vehicle: EMPTY_VEHICLE_CONTEXT,
    });
  });

  it("counts each replacement by a link, and saves the replacing draft", () => {
    const before = draftReplacements();
    replaceDraft(draft);
    expect(draftReplacements()).toBe(before + 1);
    expect(readDraft()).toEqual(draft);
  });
});
