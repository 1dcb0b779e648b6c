import type { QuoteRequestForm } from "@automobi/domain";

type PrefilledField = "firstName" | "lastName" | "postcode" | "mobile";

export interface PrefillProfile {
  firstName?: string | null;
  lastName?: string | null;
  postcode?: string | null;
  phone?: string | null;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === "";

/** 'Sarah Jane Thompson' → ['Sarah', 'Jane Thompson']: split on the first space. */
export function splitFullName(name: string | null | undefined): [string, string] {
  const trimmed = (name ?? "").trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  return space === -1 ? [trimmed, ""] : [trimmed.slice(0, space), trimmed.slice(space + 1)];
}

/**
 * Spec §5 Prefill: name, postcode and mobile come from the profile only where the form
 * field is empty and the profile value is not blank; otherwise the account's name supplies
 * the names. Returns only the fields to fill, so nothing typed is ever overwritten.
 */
export function prefillValues(
  current: Pick<QuoteRequestForm, PrefilledField>,
  profile: PrefillProfile | null | undefined,
  accountName: string | null | undefined,
): Partial<Record<PrefilledField, string>> {
  const [accountFirst, accountLast] = splitFullName(accountName);
  const sources: Record<PrefilledField, Array<string | null | undefined>> = {
    firstName: [profile?.firstName, accountFirst],
    lastName: [profile?.lastName, accountLast],
    postcode: [profile?.postcode],
    mobile: [profile?.phone],
  };
  const filled: Partial<Record<PrefilledField, string>> = {};
  for (const field of Object.keys(sources) as PrefilledField[]) {
    if (!blank(current[field])) continue;
    const value = sources[field].find((candidate) => !blank(candidate));
    if (value) filled[field] = value.trim();
  }
  return filled;
}
