import { ApiError } from "@/lib/api-client";

/** What went wrong, as a toast and the form's inline message (FormAlert) both show it. */
export interface FailureMessage {
  title: string;
  message?: string;
}

/**
 * The server's own message when it refused the call and said why (4xx: wrong details, too
 * many attempts); null for anything else (no connection, a server fault).
 */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return null;
}

/** What to tell the user about a failed call: the server's refusal, or the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return refusalMessage(error) ?? fallback;
}

/** True when the server refused the call for this code. */
export function hasCode(error: unknown, code: string): error is ApiError {
  return error instanceof ApiError && error.code === code;
}
