import type { QuoteRequestForm } from "@automobi/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicForm } from "@/components/form/public-form";
import { isHydrating } from "@/lib/hydrated";
import {
  clearDraft,
  draftReplacements,
  type QuoteDraft,
  readDraft,
  writeDraft,
} from "../draft-storage";
import { EMPTY_QUOTE_FORM, EMPTY_VEHICLE_CONTEXT, type VehicleContext } from "../quote-form";

const SAVE_DELAY_MS = 300;

/**
 * The draft saved in this browser, read once when the form mounts (before any prefill). While
 * the prerendered page hydrates, the empty form the build drew: when a draft is saved, the
 * route mounts the form again once hydrated (routes/quote-request.tsx), which reads it then.
 */
export function useInitialDraft(): QuoteDraft {
  const [draft] = useState<QuoteDraft>(() =>
    isHydrating()
      ? { values: EMPTY_QUOTE_FORM, vehicle: EMPTY_VEHICLE_CONTEXT }
      : (readDraft() ?? { values: EMPTY_QUOTE_FORM, vehicle: EMPTY_VEHICLE_CONTEXT }),
  );
  return draft;
}

/**
 * Keeps the draft in localStorage as the customer types (debounced, and at once when the
 * page is left), so nothing is lost on the way to confirming an e-mail. `discard` drops it.
 */
export function useDraftPersistence(form: PublicForm<QuoteRequestForm>, vehicle: VehicleContext) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const vehicleRef = useRef(vehicle);
  vehicleRef.current = vehicle;
  const drawnAfter = useRef(draftReplacements());

  const save = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    // A link has replaced the draft since this form was drawn: the form drawn from it saves.
    if (draftReplacements() !== drawnAfter.current) return;
    writeDraft({ values: form.getValues(), vehicle: vehicleRef.current });
  }, [form]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DELAY_MS);
  }, [save]);

  useEffect(() => {
    const subscription = form.watch(schedule);
    const flush = () => {
      if (timer.current !== undefined) save();
    };
    window.addEventListener("pagehide", flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [form, save, schedule]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a changed vehicle context is saved too
  useEffect(schedule, [vehicle, schedule]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    clearDraft();
  }, []);

  return { discard };
}
