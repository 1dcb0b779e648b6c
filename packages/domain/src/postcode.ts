/**
 * UK postcodes: an outward code in one of the formats A9, A99, AA9, AA99, A9A
 * or AA9A, then an inward code 9AA whose letters are never C, I, K, M, O or V;
 * plus the special GIR 0AA.
 */
const POSTCODE_PATTERN =
  /^(?:GIR0AA|(?:[A-Z]\d{1,2}|[A-Z]{2}\d{1,2}|[A-Z]\d[A-Z]|[A-Z]{2}\d[A-Z])\d[ABD-HJLNP-UW-Z]{2})$/;

function compact(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function isUkPostcode(value: string): boolean {
  return POSTCODE_PATTERN.test(compact(value));
}

/** 'sw1a1aa' → 'SW1A 1AA'; null when it is not a UK postcode. */
export function normalisePostcode(value: string): string | null {
  const code = compact(value);
  if (!POSTCODE_PATTERN.test(code)) return null;
  return `${code.slice(0, -3)} ${code.slice(-3)}`;
}

/** A UK postcode's outward code (its district): 'sw1a 1aa' → 'SW1A'; null when not a postcode. */
export function outwardCode(value: string): string | null {
  return normalisePostcode(value)?.split(" ")[0] ?? null;
}

/** A UK postcode's sector, the district and the inward code's digit: 'SW1A 1AA' → 'SW1A 1'. */
export function postcodeSector(value: string): string | null {
  return normalisePostcode(value)?.slice(0, -2) ?? null;
}
