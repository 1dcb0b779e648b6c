import { z } from "zod";
import { displayModel } from "../display.ts";
import { storedMake } from "../makes.ts";
import { BUDGET_RANGES, PARTS_PREFERENCES, TIMEFRAMES, TRAVEL_DISTANCES } from "../options.ts";
import {
  LOOKED_UP_FOR_ANOTHER_PLATE_MESSAGE,
  SERVICE_REQUIRED_MESSAGE,
  UNKNOWN_PARTS_PREFERENCE_MESSAGE,
  UNKNOWN_SERVICE_MESSAGE,
  VEHICLE_REQUIRED_MESSAGE,
} from "../quote-request.ts";
import {
  BUDGET_REQUIRED,
  CONTACT_TIMELINE_REQUIRED,
  DESCRIPTION_REQUIRED,
  MISSING_FIELDS,
  NAME_REQUIRED,
} from "../quote-submit-checks.ts";
import { normaliseRegistration } from "../registration.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { SERVICE_IDS } from "../services.ts";
import {
  optionalUkPhoneField,
  registrationField,
  ukMobileField,
  ukPostcodeField,
} from "./fields.ts";
import { plainText, requiredText } from "./text.ts";

const blankToUndefined = (value: unknown): unknown =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** Optional free text: absent stays absent (unchanged), blank or null is stored as null. */
const optionalNote = (max: number) =>
  plainText(max)
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null));

/** The registration the vehicle's make and model were looked up for, normalised; else null. */
const lookedUpRegistrationField = z
  .string()
  .max(20)
  .nullish()
  .transform((value) => (value ? normaliseRegistration(value) || null : null));

/**
 * The quote request as the server accepts it. A missing field fails with the
 * message of the submit check it belongs to, so a 400 reads like the toast.
 *
 * `lookedUpRegistration` says which plate's lookup gave the make and model (absent or null
 * when the customer chose or typed them). Details looked up for another plate are refused on
 * the make and model, so a request never pairs one plate with another car (docs/decisions).
 */
export const quoteRequestBodySchema = z
  .object({
    registration: registrationField(MISSING_FIELDS.message),
    make: requiredText(TEXT_LIMITS.vehicle, MISSING_FIELDS.message).transform(storedMake),
    model: requiredText(TEXT_LIMITS.vehicle, MISSING_FIELDS.message).transform(displayModel),
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
    mobile: ukMobileField(CONTACT_TIMELINE_REQUIRED.message),
    travelDistance: z.enum(TRAVEL_DISTANCES, { error: CONTACT_TIMELINE_REQUIRED.message }),
    timeframe: z.enum(TIMEFRAMES, { error: CONTACT_TIMELINE_REQUIRED.message }),
    budgetRange: z.enum(BUDGET_RANGES, { error: BUDGET_REQUIRED.message }),
    partsPreference: z.preprocess(
      blankToUndefined,
      z
        .enum(PARTS_PREFERENCES, { error: UNKNOWN_PARTS_PREFERENCE_MESSAGE })
        .default("no-preference"),
    ),
    lookedUpRegistration: lookedUpRegistrationField,
  })
  .superRefine((body, ctx) => {
    if (body.lookedUpRegistration === null || body.lookedUpRegistration === body.registration)
      return;
    for (const field of ["make", "model"] as const) {
      ctx.addIssue({ code: "custom", path: [field], message: LOOKED_UP_FOR_ANOTHER_PLATE_MESSAGE });
    }
  });

export type QuoteRequestBody = z.output<typeof quoteRequestBodySchema>;

/**
 * The Manage tab's edit form (spec 001 §5 Edit request; §7 "update the editable fields"). The
 * services are required, at least one; every other field is optional and left as it is when
 * absent. Fields are checked and normalised as on the quote form; the three optional texts
 * (damage type, availability, other phone number) are cleared by a blank or null.
 */
export const quoteRequestEditSchema = z.object({
  services: z
    .array(z.enum(SERVICE_IDS, { error: UNKNOWN_SERVICE_MESSAGE }), {
      error: SERVICE_REQUIRED_MESSAGE,
    })
    .min(1, SERVICE_REQUIRED_MESSAGE)
    .transform((ids) => [...new Set(ids)]),
  registration: registrationField(VEHICLE_REQUIRED_MESSAGE).optional(),
  make: requiredText(TEXT_LIMITS.vehicle, VEHICLE_REQUIRED_MESSAGE)
    .transform(storedMake)
    .optional(),
  model: requiredText(TEXT_LIMITS.vehicle, VEHICLE_REQUIRED_MESSAGE)
    .transform(displayModel)
    .optional(),
  description: requiredText(TEXT_LIMITS.description, DESCRIPTION_REQUIRED.message).optional(),
  damageType: optionalNote(TEXT_LIMITS.subject),
  budgetRange: z.enum(BUDGET_RANGES, { error: BUDGET_REQUIRED.message }).optional(),
  partsPreference: z
    .enum(PARTS_PREFERENCES, { error: UNKNOWN_PARTS_PREFERENCE_MESSAGE })
    .optional(),
  travelDistance: z.enum(TRAVEL_DISTANCES, { error: CONTACT_TIMELINE_REQUIRED.message }).optional(),
  timeframe: z.enum(TIMEFRAMES, { error: CONTACT_TIMELINE_REQUIRED.message }).optional(),
  availability: optionalNote(TEXT_LIMITS.address),
  postcode: ukPostcodeField(CONTACT_TIMELINE_REQUIRED.message).optional(),
  mobile: ukMobileField(CONTACT_TIMELINE_REQUIRED.message).optional(),
  phoneNumber: optionalUkPhoneField,
});

export type QuoteRequestEditBody = z.output<typeof quoteRequestEditSchema>;

export type QuoteRequestEditForm = z.input<typeof quoteRequestEditSchema>;
