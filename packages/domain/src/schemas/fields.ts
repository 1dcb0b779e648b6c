import { z } from "zod";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "../email.ts";
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  INVALID_REGISTRATION_MESSAGE,
  isBlank,
} from "../field-messages.ts";
import { isUkMobile, isUkPhone, normaliseUkMobile, normaliseUkPhone } from "../phone.ts";
import { isUkPostcode, normalisePostcode } from "../postcode.ts";
import { isUkRegistration, normaliseRegistration } from "../registration.ts";

/** Field schemas shared by the forms; each takes the form's own "required" message. */

/** Trimmed, checked against the spec's pattern, lower-cased. */
export function emailField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL_MESSAGE, abort: true })
    .regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE)
    .toLowerCase();
}

/** A UK phone number, stored without spaces. */
export function ukPhoneField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isUkPhone, INVALID_PHONE_MESSAGE)
    .transform((value) => normaliseUkPhone(value) ?? value);
}

/** A UK mobile number (a landline is refused), stored as '07700900123'. */
export function ukMobileField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isUkMobile, INVALID_MOBILE_MESSAGE)
    .transform((value) => normaliseUkMobile(value) ?? value);
}

/** A UK postcode, stored as 'SW1A 1AA'. */
export function ukPostcodeField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .refine(isUkPostcode, INVALID_POSTCODE_MESSAGE)
    .transform((value) => normalisePostcode(value) ?? value);
}

/** A UK number plate, stored as 'AB12CDE'. */
export function registrationField(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .transform(normaliseRegistration)
    .pipe(
      z
        .string()
        .min(1, { error: requiredMessage, abort: true })
        .refine(isUkRegistration, INVALID_REGISTRATION_MESSAGE),
    );
}

/** Optional UK phone: blank → null, otherwise validated and normalised; absent stays undefined. */
export const optionalUkPhoneField = z
  .string()
  .nullish()
  .refine((value) => isBlank(value) || isUkPhone(value ?? ""), INVALID_PHONE_MESSAGE)
  .transform((value) => (value == null ? value : isBlank(value) ? null : normaliseUkPhone(value)));

/** Optional UK postcode: blank → null, otherwise validated and normalised; absent stays undefined. */
export const optionalUkPostcodeField = z
  .string()
  .nullish()
  .refine((value) => isBlank(value) || isUkPostcode(value ?? ""), INVALID_POSTCODE_MESSAGE)
  .transform((value) => (value == null ? value : isBlank(value) ? null : normalisePostcode(value)));
