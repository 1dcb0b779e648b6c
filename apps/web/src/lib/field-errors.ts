import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/**
 * Puts the server's field messages (a 400's `fields`) on the form's own fields, in the form's
 * order, and focuses the first. `sentAs` names the body's field where a form field goes by
 * another name (an amount typed in pounds is sent in pence: `price` as `pricePence`). Returns
 * false when none of them belongs to this form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  order: readonly Path<T>[],
  sentAs: Partial<Record<Path<T>, string>> = {},
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const messageOf = (name: Path<T>) => error.fields[sentAs[name] ?? name];
  const names = order.filter(messageOf);
  names.forEach((name, index) => {
    setError(name, { type: "server", message: messageOf(name) }, { shouldFocus: index === 0 });
  });
  return names.length > 0;
}
