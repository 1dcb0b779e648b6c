import { z } from "zod";
import { BUDGET_RANGES, PARTS_PREFERENCES, TIMEFRAMES, TRAVEL_DISTANCES } from "../options.ts";
import {
  BUDGET_REQUIRED,
  CONTACT_TIMELINE_REQUIRED,
  DESCRIPTION_REQUIRED,
  MISSING_FIELDS,
  NAME_REQUIRED,
} from "../quote-submit-checks.ts";
import { requiredText, TEXT_LIMITS } from "../sanitize.ts";
import { SERVICE_IDS } from "../services.ts";
import { registrationField, ukPhoneField, ukPostcodeField } from "./fields.ts";

export const UNKNOWN_SERVICE_MESSAGE = "Please choose services from the list";
export const UNKNOWN_PARTS_PREFERENCE_MESSAGE = "Please choose a parts preference from the list";

const blankToUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * The quote request as the server accepts it. A missing field fails with the
 * message of the submit check it belongs to, so a 400 reads like the toast.
 */
export const quoteRequestBodySchema = z.object({
  registration: registrationField(MISSING_FIELDS.message),
  make: requiredText(TEXT_LIMITS.vehicle, MISSING_FIELDS.message),
  model: requiredText(TEXT_LIMITS.vehicle, MISSING_FIELDS.message),
  services: z
    .array(z.enum(SERVICE_IDS, { error: UNKNOWN_SERVICE_MESSAGE }), {
      error: MISSING_FIELDS.message,
    })
    .min(1, MISSING_FIELDS.message)
    .transform((ids) => [...new Set(ids)]),
  firstName: requiredText(TEXT_LIMITS.name, NAME_REQUIRED.message),
  lastName: requiredText(TEXT_LIMITS.name, NAME_REQUIRED.message),
  description: requiredText(TEXT_LIMITS.description, DESCRIPTION_REQUIRED.message),
  postcode: ukPostcodeField(CONTACT_TIMELINE_REQUIRED.message),
  mobile: ukPhoneField(CONTACT_TIMELINE_REQUIRED.message),
  travelDistance: z.enum(TRAVEL_DISTANCES, { error: CONTACT_TIMELINE_REQUIRED.message }),
  timeframe: z.enum(TIMEFRAMES, { error: CONTACT_TIMELINE_REQUIRED.message }),
  budgetRange: z.enum(BUDGET_RANGES, { error: BUDGET_REQUIRED.message }),
  partsPreference: z.preprocess(
    blankToUndefined,
    z.enum(PARTS_PREFERENCES, { error: UNKNOWN_PARTS_PREFERENCE_MESSAGE }).default("no-preference"),
  ),
});
export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>;
