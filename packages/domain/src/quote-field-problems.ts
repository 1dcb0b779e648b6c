import {
  BUDGET_REQUIRED,
  CONTACT_TIMELINE_REQUIRED,
  DESCRIPTION_REQUIRED,
  MISSING_FIELDS,
  NAME_REQUIRED,
  type QuoteRequestForm,
  type QuoteSubmitProblem,
} from "./quote-submit-checks.ts";

/** The quote form's required fields, in the order they appear on the screen. */
export const REQUIRED_QUOTE_FIELDS = [
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
] as const satisfies readonly (keyof QuoteRequestForm)[];
export type RequiredQuoteField = (typeof REQUIRED_QUOTE_FIELDS)[number];

/**
 * What each required field says under itself when it is left empty. The toast keeps the
 * spec's words for the first failing check; each field names only what it lacks itself.
 */
export const QUOTE_FIELD_REQUIRED_MESSAGES: Readonly<Record<RequiredQuoteField, string>> = {
  registration: "Please enter your vehicle's registration number.",
  make: "Please choose the make, or enter it manually.",
  model: "Please choose the model, or enter it manually.",
  services: "Please select at least one service.",
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  description: DESCRIPTION_REQUIRED.message,
  postcode: "Please enter your postcode.",
  mobile: "Please enter your mobile number.",
  travelDistance: "Please choose how far you will travel.",
  timeframe: "Please choose when you need it.",
  budgetRange: BUDGET_REQUIRED.message,
};

/** The fields each submit check looks at (spec 000 §5), in screen order. */
export const QUOTE_CHECK_FIELDS: ReadonlyMap<QuoteSubmitProblem, readonly RequiredQuoteField[]> =
  new Map<QuoteSubmitProblem, readonly RequiredQuoteField[]>([
    [MISSING_FIELDS, ["registration", "make", "model", "services"]],
    [NAME_REQUIRED, ["firstName", "lastName"]],
    [DESCRIPTION_REQUIRED, ["description"]],
    [CONTACT_TIMELINE_REQUIRED, ["postcode", "mobile", "travelDistance", "timeframe"]],
    [BUDGET_REQUIRED, ["budgetRange"]],
  ]);

function isBlank(value: string | readonly string[] | undefined): boolean {
  if (Array.isArray(value)) return value.every((item) => item.trim() === "");
  return typeof value !== "string" || value.trim() === "";
}

/** Every empty required field, in screen order, each with its own message. */
export function missingQuoteFields(
  form: Partial<QuoteRequestForm>,
): { field: RequiredQuoteField; message: string }[] {
  return REQUIRED_QUOTE_FIELDS.filter((field) => isBlank(form[field])).map((field) => ({
    field,
    message: QUOTE_FIELD_REQUIRED_MESSAGES[field],
  }));
}
