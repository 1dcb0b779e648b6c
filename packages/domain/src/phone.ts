/** Spec: +44 or 0, then 9 to 10 more digits, spaces ignored. */
export const UK_PHONE_PATTERN = /^(?:\+44|0)\d{9,10}$/;

function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, "");
}

export function isUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(withoutSpaces(value));
}

/** '07700 900 123' → '07700900123'; null when it is not a UK number. */
export function normaliseUkPhone(value: string): string | null {
  const compact = withoutSpaces(value);
  return UK_PHONE_PATTERN.test(compact) ? compact : null;
}

/**
 * UK mobile numbers: 071–075, 077–079 and 07624 (Ofcom's mobile ranges), written as people
 * write them: '07700 900123', '(07700) 900-123', '+44 7700 900123', '+44 (0)7700 900123',
 * '0044 7700 900123'. Landlines, 070 personal numbers and 076 pagers are not mobiles.
 */
const UK_MOBILE_NATIONAL = /^07(?:[1-57-9]\d{8}|624\d{6})$/;
const MOBILE_SEPARATORS = /[\s().-]+/g;
const INTERNATIONAL_PREFIX = /^(?:\+44|0044)0?(?=7)/;

/** '+44 (0)7700 900-123' → '07700900123'; null when it is not a UK mobile number. */
export function normaliseUkMobile(value: string): string | null {
  const compact = value.replace(MOBILE_SEPARATORS, "");
  const national = compact.replace(INTERNATIONAL_PREFIX, "0");
  return UK_MOBILE_NATIONAL.test(national) ? national : null;
}

export function isUkMobile(value: string): boolean {
  return normaliseUkMobile(value) !== null;
}
