/**
 * Whether `value` is one of a constant list's members, and then of the list's own type: the one
 * check behind `isRole`, `isRequestStatus` and the like.
 */
export function isOneOf<const T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
