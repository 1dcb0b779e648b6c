import {
  BUDGET_REQUIRED,
  CONTACT_TIMELINE_REQUIRED,
  DESCRIPTION_REQUIRED,
  MISSING_FIELDS,
  NAME_REQUIRED,
  type QuoteRequestForm,
  type QuoteSubmitProblem,
} from "@automobi/domain";
import type { UseFormReturn } from "react-hook-form";
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

/** The fields each submit check looks at (spec §5). */
const CHECK_FIELDS = new Map<QuoteSubmitProblem, readonly QuoteFormField[]>([
  [MISSING_FIELDS, ["registration", "make", "model", "services"]],
  [NAME_REQUIRED, ["firstName", "lastName"]],
  [DESCRIPTION_REQUIRED, ["description"]],
  [CONTACT_TIMELINE_REQUIRED, ["postcode", "mobile", "travelDistance", "timeframe"]],
  [BUDGET_REQUIRED, ["budgetRange"]],
]);

function isBlank(value: string | string[]): boolean {
  return Array.isArray(value) ? value.length === 0 : value.trim() === "";
}

function focusField(field: QuoteFormField) {
  const id = field === "services" ? SERVICE_FOCUS_ID : field;
  document.getElementById(id)?.focus();
}

/**
 * Puts messages on fields (a failed check's message on its blank fields, or the server's
 * or schema's per-field messages) and moves focus to the first one on the screen.
 */
export function showFieldErrors(
  form: UseFormReturn<QuoteRequestForm>,
  messages: Readonly<Record<string, string>>,
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
  if (fields[0]) focusField(fields[0]);
}

/** The blank fields behind a failed submit check, each with the check's message. */
export function checkMessages(
  problem: QuoteSubmitProblem,
  values: QuoteRequestForm,
): Record<string, string> {
  const fields = (CHECK_FIELDS.get(problem) ?? []).filter((field) => isBlank(values[field]));
  return Object.fromEntries(fields.map((field) => [field, problem.message]));
}
