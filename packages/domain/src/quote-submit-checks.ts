/** The quote form's values as the browser holds them. */
export interface QuoteRequestForm {
  registration: string;
  make: string;
  model: string;
  services: string[];
  firstName: string;
  lastName: string;
  description: string;
  postcode: string;
  mobile: string;
  travelDistance: string;
  timeframe: string;
  budgetRange: string;
  partsPreference: string;
}

export interface QuoteSubmitProblem {
  readonly title: string;
  readonly message: string;
}

export const MISSING_FIELDS: QuoteSubmitProblem = {
  title: "Missing Fields",
  message: "Please fill in all required fields and select at least one service.",
};
export const NAME_REQUIRED: QuoteSubmitProblem = {
  title: "Name Required",
  message: "Please enter your first and last name.",
};
export const DESCRIPTION_REQUIRED: QuoteSubmitProblem = {
  title: "Description Required",
  message: "Please describe the issue you're experiencing.",
};
export const CONTACT_TIMELINE_REQUIRED: QuoteSubmitProblem = {
  title: "Contact & Timeline Required",
  message: "Please fill in all contact and timeline fields.",
};
export const BUDGET_REQUIRED: QuoteSubmitProblem = {
  title: "Budget Required",
  message: "Please select your budget range.",
};

/** The checks in the spec's order; the first failing one is shown as a toast. */
export const QUOTE_SUBMIT_PROBLEMS: readonly QuoteSubmitProblem[] = [
  MISSING_FIELDS,
  NAME_REQUIRED,
  DESCRIPTION_REQUIRED,
  CONTACT_TIMELINE_REQUIRED,
  BUDGET_REQUIRED,
];

export const QUOTE_SUBMIT_FAILED_MESSAGE = "Failed to submit quote request. Please try again.";
export const QUOTE_SUBMITTED_TITLE = "Quote Request Submitted";

const blank = (value: string | null | undefined): boolean => !value || value.trim() === "";

/** The first failing submit check, or null when the form may be sent. */
export function quoteSubmitProblem(form: Partial<QuoteRequestForm>): QuoteSubmitProblem | null {
  const services = (form.services ?? []).filter((service) => !blank(service));
  if (blank(form.registration) || blank(form.make) || blank(form.model) || services.length === 0) {
    return MISSING_FIELDS;
  }
  if (blank(form.firstName) || blank(form.lastName)) return NAME_REQUIRED;
  if (blank(form.description)) return DESCRIPTION_REQUIRED;
  if (
    blank(form.postcode) ||
    blank(form.mobile) ||
    blank(form.travelDistance) ||
    blank(form.timeframe)
  ) {
    return CONTACT_TIMELINE_REQUIRED;
  }
  if (blank(form.budgetRange)) return BUDGET_REQUIRED;
  return null;
}
