import { displayUkPhone, isUkMobile } from "./phone.ts";
import { splitFullName } from "./profile.ts";
import type { QuoteRequestForm } from "./quote-submit-checks.ts";

export type PrefilledField = "firstName" | "lastName" | "postcode" | "mobile";

/** The profile as far as the prefill reads it; any field may be missing or blank. */
export interface PrefillProfile {
  firstName?: string | null;
  lastName?: string | null;
  postcode?: string | null;
  phone?: string | null;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === "";

/**
 * Spec §5 Prefill: name, postcode and mobile come from the profile only where the form
 * field is empty and the profile value is not blank; otherwise the account's name supplies
 * the names; a profile phone that is not a mobile is left out. Returns only the fields to
 * fill, so nothing typed is ever overwritten.
 */
export function prefillValues(
  current: Pick<QuoteRequestForm, PrefilledField>,
  profile: PrefillProfile | null | undefined,
  accountName: string | null | undefined,
): Partial<Record<PrefilledField, string>> {
  const account = splitFullName(accountName);
  const sources: Record<PrefilledField, Array<string | null | undefined>> = {
    firstName: [profile?.firstName, account.firstName],
    lastName: [profile?.lastName, account.lastName],
    postcode: [profile?.postcode],
    // The profile's phone may be a landline, which the Mobile number field refuses.
    // The mobile as people write it (07700 900123), whatever form it was stored in.
    mobile: [profile?.phone]
      .filter((phone): phone is string => Boolean(phone && isUkMobile(phone)))
      .map(displayUkPhone),
  };
  const filled: Partial<Record<PrefilledField, string>> = {};
  for (const field of Object.keys(sources) as PrefilledField[]) {
    if (!blank(current[field])) continue;
    const value = sources[field].find((candidate) => !blank(candidate));
    if (value) filled[field] = value.trim();
  }
  return filled;
}
