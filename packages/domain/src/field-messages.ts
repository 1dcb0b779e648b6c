/** The messages of the shared form fields, for the forms that check before the rules load. */
export const INVALID_EMAIL_MESSAGE = "Please enter a valid email address";

export const INVALID_PHONE_MESSAGE = "Please enter a valid UK phone number";

export const INVALID_MOBILE_MESSAGE = "Please enter a UK mobile number, starting 07 or +44 7";

export const INVALID_POSTCODE_MESSAGE = "Please enter a valid UK postcode";

export const INVALID_REGISTRATION_MESSAGE = "Please enter a valid UK registration number";

/** Nothing, or only spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}
