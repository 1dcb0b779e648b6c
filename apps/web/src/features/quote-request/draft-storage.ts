import type { QuoteRequestForm } from "@automobi/domain";
import { STORAGE_PREFIX } from "@/lib/browser-storage";
import {
  EMPTY_QUOTE_FORM,
  EMPTY_VEHICLE_CONTEXT,
  forgetLookupOfOtherPlate,
  type VehicleContext,
} from "./quote-form";

/**
 * The half-filled quote form, kept in this browser (localStorage) so that signing up,
 * confirming the e-mail from the link (which a mail client opens in a new tab) and coming back
 * loses nothing that was typed. It is dropped when the request is sent, on sign-out, and
 * after DRAFT_LIFETIME_MS, so a shared computer does not keep it for long.
 */
export interface QuoteDraft {
  values: QuoteRequestForm;
  vehicle: VehicleContext;
}

const KEY = `${STORAGE_PREFIX}quote-request-draft`;
/** A day: long enough to find the confirmation e-mail, short enough not to linger. */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readValues(raw: unknown): QuoteRequestForm {
  const values: QuoteRequestForm = { ...EMPTY_QUOTE_FORM };
  if (!isRecord(raw)) return values;
  for (const key of Object.keys(EMPTY_QUOTE_FORM) as Array<keyof QuoteRequestForm>) {
    const value = raw[key];
    if (key === "services") {
      values.services = Array.isArray(value)
        ? value.filter((item): item is string => typeof item === "string")
        : [];
    } else if (typeof value === "string") {
      values[key] = value;
    }
  }
  return values;
}

function readVehicle(raw: unknown): VehicleContext {
  if (!isRecord(raw)) return EMPTY_VEHICLE_CONTEXT;
  const lookedUp = isRecord(raw.lookedUp) ? raw.lookedUp : null;
  return {
    manualEntry: raw.manualEntry === true,
    manualChosen: raw.manualChosen === true,
    lookedUp:
      lookedUp && typeof lookedUp.registration === "string"
        ? {
            registration: lookedUp.registration,
            year: typeof lookedUp.year === "number" ? lookedUp.year : null,
          }
        : null,
  };
}

/** A draft saved by an older version may pair a plate with another plate's lookup. */
function consistent(draft: QuoteDraft): QuoteDraft {
  const forgotten = forgetLookupOfOtherPlate(draft.values.registration, draft.vehicle);
  if (!forgotten) return draft;
  const values = forgotten.clearMakeAndModel
    ? { ...draft.values, make: "", model: "" }
    : draft.values;
  return { values, vehicle: forgotten.vehicle };
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off; the form then simply works without a draft.
    return null;
  }
}

/** The saved draft, or null when there is none (or it cannot be read). */
export function readDraft(): QuoteDraft | null {
  const text = storage()?.getItem(KEY);
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    if (!isRecord(raw)) return null;
    const savedAt = typeof raw.savedAt === "number" ? raw.savedAt : 0;
    if (Date.now() - savedAt > DRAFT_LIFETIME_MS) {
      clearDraft();
      return null;
    }
    return consistent({ values: readValues(raw.values), vehicle: readVehicle(raw.vehicle) });
  } catch {
    return null;
  }
}

function isEmptyDraft(draft: QuoteDraft): boolean {
  const { services, ...text } = draft.values;
  return services.length === 0 && Object.values(text).every((value) => value.trim() === "");
}

/** Saves the draft; an empty form removes it instead. */
/**
 * How many times a link's services replaced the draft (the /quote-request?service=… loader).
 * A form drawn before the latest replacement is being swapped for one drawn from it, and must
 * not save its older values over it: its debounced save could otherwise land between the
 * loader's write and the new form reading the draft, unticking the service just linked.
 */
let replacements = 0;
export const draftReplacements = () => replacements;

/** The draft as a link's services left it: every form drawn before this stops saving. */
export function replaceDraft(draft: QuoteDraft): void {
  replacements += 1;
  writeDraft(draft);
}

export function writeDraft(draft: QuoteDraft): void {
  const store = storage();
  if (!store) return;
  try {
    if (isEmptyDraft(draft)) store.removeItem(KEY);
    else store.setItem(KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // A full or blocked storage only costs the draft.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
