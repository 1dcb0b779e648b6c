import { ApiError } from "@/lib/api-client";

/** Spec §8 (dialog): any failure that is not the server's own answer. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** The server's message for a refused request; anything else is the unexpected error. */
export function dialogErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return UNEXPECTED_ERROR;
}
