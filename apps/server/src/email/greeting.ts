/**
 * The name an e-mail greets: the profile's first name, else the first word of the account's
 * name, else the word Customer (spec 000 §7).
 */
export function greetingName(
  firstName: string | null | undefined,
  accountName?: string | null,
): string {
  return firstName?.trim() || accountName?.trim().split(/\s+/)[0] || "Customer";
}
