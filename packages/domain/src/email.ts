/** The spec's simple address pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** How an address is stored and compared: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
