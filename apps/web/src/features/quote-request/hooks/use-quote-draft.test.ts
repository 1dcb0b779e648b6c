import type { QuoteRequestForm } from "@automobi/domain";
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePublicForm } from "@/components/form/public-form";
import { finishHydrating, startHydrating } from "@/lib/hydrated";
import { type QuoteDraft, readDraft, replaceDraft, writeDraft } from "../draft-storage";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT, type VehicleContext } from "../quote-form";
import { useDraftPersistence, useInitialDraft } from "./use-quote-draft";

const saved: QuoteDraft = {
  values: { ...EMPTY_QUOTE_FORM, registration: "AB12CDE", services: ["mot"] },
  vehicle: EMPTY_VEHICLE_CONTEXT,
};
const EMPTY_DRAFT: QuoteDraft = { values: EMPTY_QUOTE_FORM, vehicle: EMPTY_VEHICLE_CONTEXT };

describe("useInitialDraft", () => {
  it("starts from the draft saved in this browser, or the empty form", () => {
    expect(renderHook(() => useInitialDraft()).result.current).toEqual(EMPTY_DRAFT);
    writeDraft(saved);
    expect(renderHook(() => useInitialDraft()).result.current).toEqual(saved);
  });

  it("draws the empty form the build drew while the prerendered page hydrates", () => {
    writeDraft(saved);
    startHydrating();
    try {
      expect(renderHook(() => useInitialDraft()).result.current).toEqual(EMPTY_DRAFT);
    } finally {
      finishHydrating();
    }
  });
});

describe("useDraftPersistence", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderPersistence(vehicle: VehicleContext = EMPTY_VEHICLE_CONTEXT) {
    const form = renderHook(() =>
      usePublicForm<QuoteRequestForm>({ defaultValues: EMPTY_QUOTE_FORM }),
    ).result.current;
    const hook = renderHook((context: VehicleContext) => useDraftPersistence(form, context), {
      initialProps: vehicle,
    });
    return { form, ...hook };
  }

  it("saves what is typed once typing pauses for 300 ms", () => {
    const { form } = renderPersistence();
    act(() => {
      form.setValue("registration", "AB12CDE");
      vi.advanceTimersByTime(200);
      form.setValue("firstName", "Sarah");
      vi.advanceTimersByTime(299);
    });
    expect(readDraft()).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(readDraft()?.values).toEqual({
      ...EMPTY_QUOTE_FORM,
      registration: "AB12CDE",
      firstName: "Sarah",
    });
  });

  it("saves a changed vehicle context with the values", () => {
    const { form, rerender } = renderPersistence();
    act(() => form.setValue("make", "Tesla"));
    const manual: VehicleContext = { manualEntry: true, manualChosen: true, lookedUp: null };
    rerender(manual);
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft()).toEqual({
      values: { ...EMPTY_QUOTE_FORM, make: "Tesla" },
      vehicle: manual,
    });
  });

  it("saves at once when the page is left or the form goes", () => {
    const { form, unmount } = renderPersistence();
    act(() => form.setValue("firstName", "Sarah"));
    window.dispatchEvent(new Event("pagehide"));
    expect(readDraft()?.values.firstName).toBe("Sarah");

    act(() => form.setValue("lastName", "Thompson"));
    unmount();
    expect(readDraft()?.values.lastName).toBe("Thompson");
  });

  it("discards the draft and the save that was waiting", () => {
    writeDraft(saved);
    const { form, result } = renderPersistence();
    act(() => form.setValue("firstName", "Sarah"));
    act(() => result.current.discard());
    act(() => vi.advanceTimersByTime(1000));
    window.dispatchEvent(new Event("pagehide"));
    expect(readDraft()).toBeNull();
  });

  it("does not save over a draft a link has replaced since the form was drawn", () => {
    const { form } = renderPersistence();
    act(() => form.setValue("firstName", "Sarah"));
    replaceDraft(saved);
    act(() => vi.advanceTimersByTime(300));
    expect(readDraft()).toEqual(saved);
  });
});
