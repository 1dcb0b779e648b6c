import { normaliseRegistration } from "./registration.ts";

/**
 * Quote Processing's search box: one term that may be a registration ("AB12 CDE" or its
 * start), a customer's e-mail (or its start) or a request id (as shown, its first 8
 * characters, or whole). Each reading is a prefix, so each is one range of an index.
 */
export interface RequestSearch {
  /** The registration as stored (upper case, no spaces), to match at the start. */
  registration: string | null;
  /** The e-mail lower-cased, to match at the start. */
  email: string;
  /** The ids starting with the term: from the smallest to the largest UUID with that start. */
  idRange: { from: string; to: string } | null;
}

const HEX_PREFIX = /^[0-9a-f]{8}(-?[0-9a-f])*$/;
const ID_LENGTH = 32;
/** An id search needs as many characters as a shown id: fewer would match half the table. */
const SHORTEST_ID_PREFIX = 8;

function asUuid(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** How a search term is read; null for a blank term. */
export function requestSearchOf(term: string | undefined): RequestSearch | null {
  const text = term?.trim().toLowerCase() ?? "";
  if (text === "") return null;
  const registration = normaliseRegistration(text);
  const hex = text.replaceAll("-", "");
  const idRange =
    HEX_PREFIX.test(text) && hex.length >= SHORTEST_ID_PREFIX && hex.length <= ID_LENGTH
      ? {
          from: asUuid(hex.padEnd(ID_LENGTH, "0")),
          to: asUuid(hex.padEnd(ID_LENGTH, "f")),
        }
      : null;
  return {
    registration: /^[A-Z0-9]{1,8}$/.test(registration) ? registration : null,
    email: text,
    idRange,
  };
}
