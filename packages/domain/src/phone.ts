/** Spec: +44 or 0, then 9 to 10 more digits, spaces ignored. */
export const UK_PHONE_PATTERN = /^(?:\+44|0)\d{9,10}$/;

function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, "");
}

export function isUkPhone(value: string): boolean {
  return UK_PHONE_PATTERN.test(withoutSpaces(value));
}

/**
 * One stored form however it is typed: '07700 900 123' and '+44 7700 900123' →
 * '07700900123' (the national form, as people dial it here); null when it is not a UK number.
 */
export function normaliseUkPhone(value: string): string | null {
  const compact = withoutSpaces(value);
  return UK_PHONE_PATTERN.test(compact) ? compact.replace(/^\+44/, "0") : null;
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

/**
 * Where a UK number's spaces go, by its leading digits: mobiles and most others '07700 900123',
 * London and the other 02 areas '020 7946 0958', 011x, 01x1, 03, 08 and 09 '0113 496 0000'.
 */
function groupsOf(national: string): number[] {
  if (national.length !== 11) return [5];
  if (national.startsWith("02")) return [3, 4];
  if (/^0(?:11\d|1\d1|[389])/.test(national)) return [4, 3];
  return [5];
}

/**
 * A stored number as people write it: '07700900123' and '+447700900123' → '07700 900123'.
 * Rows stored before numbers were kept in one form read the same. Anything that is not a UK
 * number stays as given.
 */
export function displayUkPhone(value: string): string {
  const national = normaliseUkPhone(value) ?? normaliseUkMobile(value);
  if (!national) return value;
  const parts: string[] = [];
  let at = 0;
  for (const size of groupsOf(national)) {
    parts.push(national.slice(at, at + size));
    at += size;
  }
  parts.push(national.slice(at));
  return parts.join(" ");
}
