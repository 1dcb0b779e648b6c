/**
 * UK number plates, classified newest format first:
 * - current (2001 on): two letters, two-digit age identifier, three letters — AB12 CDE
 * - prefix (1983–2001): year letter, 1–3 digits, three letters — A123 BCD (Q plates too)
 * - suffix (1963–1983): three letters, 1–3 digits, year letter — ABC 123D
 * - dateless (before 1963, and Northern Ireland today): 1–3 letters and 1–4
 *   digits, either way round — A 1, 1 ABC, ABZ 1234
 */
export type RegistrationFormat = "current" | "prefix" | "suffix" | "dateless";

const FORMATS: ReadonlyArray<readonly [RegistrationFormat, RegExp]> = [
  ["current", /^[A-Z]{2}\d{2}[A-Z]{3}$/],
  ["prefix", /^[A-HJ-NP-TV-Y]\d{1,3}[A-Z]{3}$/],
  ["suffix", /^[A-Z]{3}\d{1,3}[A-HJ-NPR-TV-Y]$/],
  ["dateless", /^(?:[A-Z]{1,3}\d{1,4}|\d{1,4}[A-Z]{1,3})$/],
];

/** 'ab12 cde' → 'AB12CDE': upper case without spaces or hyphens. */
export function normaliseRegistration(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, "");
}

export function registrationFormat(value: string): RegistrationFormat | null {
  const reg = normaliseRegistration(value);
  for (const [format, pattern] of FORMATS) {
    if (pattern.test(reg)) return format;
  }
  return null;
}

export function isUkRegistration(value: string): boolean {
  return registrationFormat(value) !== null;
}

/**
 * The year a current-format plate was issued, from its age identifier: '02'
 * is March 2002, '52' September 2002, '51' September 2001. Null for other
 * formats and for identifiers never issued ('00', '01').
 */
export function yearFromCurrentRegistration(value: string): number | null {
  const reg = normaliseRegistration(value);
  if (registrationFormat(reg) !== "current") return null;
  const age = Number(reg.slice(2, 4));
  if (age >= 51) return 2000 + age - 50;
  if (age >= 2) return 2000 + age;
  return null;
}

/** How each format is written for people: where the space goes. */
const DISPLAY: Readonly<Record<RegistrationFormat, RegExp>> = {
  current: /^([A-Z]{2}\d{2})([A-Z]{3})$/,
  prefix: /^([A-Z]\d{1,3})([A-Z]{3})$/,
  suffix: /^([A-Z]{3})(\d{1,3}[A-Z])$/,
  dateless: /^([A-Z]+|\d+)([A-Z]+|\d+)$/,
};

/** 'LK19XRT' → 'LK19 XRT', 'A123BCD' → 'A123 BCD'; anything not a UK plate stays as given. */
export function displayRegistration(value: string): string {
  const reg = normaliseRegistration(value);
  const format = registrationFormat(reg);
  const parts = format ? DISPLAY[format].exec(reg) : null;
  return parts ? `${parts[1]} ${parts[2]}` : value;
}
