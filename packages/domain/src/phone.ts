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
