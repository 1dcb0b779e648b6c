import {
  missingQuoteFields,
  QUOTE_CHECK_FIELDS,
  type QuoteRequestForm,
  type QuoteSubmitProblem,
} from "@automobi/domain";
import type { PublicForm } from "@/components/form/public-form";
import { loadValidation } from "@/lib/form-validation";
import { type QuoteFormField, SERVICE_FOCUS_ID } from "./quote-form";

/** The form's fields in the order they appear on the screen. */
const FIELD_ORDER: readonly QuoteFormField[] = [
  "registration",
  "make",
  "model",
  "services",
  "firstName",
  "lastName",
  "description",
  "postcode",
  "mobile",
  "travelDistance",
  "timeframe",
  "budgetRange",
  "partsPreference",
];

/**
 * Focuses the field and brings it to the middle of the screen: focus() alone may leave it
 * under the sticky header, or not scroll at all for a control that is already "visible".
 */
function focusField(field: QuoteFormField) {
  const id = field === "services" ? SERVICE_FOCUS_ID : field;
  const control = document.getElementById(id);
  if (!control) return;
  control.focus({ preventScroll: true });
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  control.scrollIntoView?.({ block: "center", behavior: reduceMotion ? "auto" : "smooth" });
}

/**
 * Puts a message on each field named in `messages` (keys may be paths such as 'services.0';
 * the first message per field wins) and moves focus to the first of `focusFirst` that has
 * one, else to the first marked field on the screen.
 */
export function showFieldErrors(
  form: PublicForm<QuoteRequestForm>,
  messages: Readonly<Record<string, string>>,
  focusFirst: readonly QuoteFormField[] = [],
) {
  const byField = new Map<QuoteFormField, string>();
  for (const [path, message] of Object.entries(messages)) {
    const field = path.split(".")[0] as QuoteFormField;
    if (FIELD_ORDER.includes(field) && !byField.has(field)) byField.set(field, message);
  }
  const fields = FIELD_ORDER.filter((field) => byField.has(field));
  for (const field of fields) {
    form.setError(field, { type: "validate", message: byField.get(field) });
  }
  const target = fields.find((field) => focusFirst.includes(field)) ?? fields[0];
  if (target) focusField(target);
}

/**
 * Every problem of the form at once: each empty required field with its own message, then
 * each filled field the shared schema refuses (a malformed plate, postcode or mobile). The
 * schema comes with the forms' rules (lib/form-validation.ts), loaded at the first check.
 */
export async function formProblems(values: QuoteRequestForm): Promise<Record<string, string>> {
  const messages: Record<string, string> = {};
  for (const { field, message } of missingQuoteFields(values)) messages[field] = message;
  const { quoteSchemaProblems } = await loadValidation();
  for (const [path, message] of Object.entries(quoteSchemaProblems(values))) {
    const field = path.split(".")[0] ?? path;
    if (!(field in messages)) messages[path] = message;
  }
  return messages;
}

/** The fields the toast's check is about, so focus goes where the toast points. */
export function fieldsOfCheck(problem: QuoteSubmitProblem): readonly QuoteFormField[] {
  return QUOTE_CHECK_FIELDS.get(problem) ?? [];
}
