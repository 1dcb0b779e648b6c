export const FULL_NAME_REQUIRED_MESSAGE = "Please enter your full name";

export interface SplitName {
  firstName: string | null;
  lastName: string | null;
}

/** Spec: the full name is split on the first space; empty parts become null. */
export function splitFullName(fullName: string | null | undefined): SplitName {
  const name = (fullName ?? "").trim();
  if (name === "") return { firstName: null, lastName: null };
  const space = name.search(/\s/);
  if (space === -1) return { firstName: name, lastName: null };
  return { firstName: name.slice(0, space), lastName: name.slice(space).trim() || null };
}
