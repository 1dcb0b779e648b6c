import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

/**
 * Puts the server's field messages (a 400's `fields`) on the form's own fields, in the form's
 * order, and focuses the first. Returns false when none of them belongs to this form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  order: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const names = order.filter((name) => error.fields[name]);
  names.forEach((name, index) => {
    setError(name, { type: "server", message: error.fields[name] }, { shouldFocus: index === 0 });
  });
  return names.length > 0;
}
