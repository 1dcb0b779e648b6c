import { ApiError } from "@/lib/api-client";

/**
 * What to tell the user about a failed call: the server's own message for a refusal it
 * explained (4xx: wrong details, too many attempts), the fallback for anything else
 * (no connection, a server fault).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** True when the server refused the call for this code. */
export function hasCode(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
