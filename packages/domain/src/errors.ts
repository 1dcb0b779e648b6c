import type { z } from "zod";

/** Error codes shared by the API and the web; every error response carries one. */
export const ERROR_CODES = {
  VALIDATION_FAILED: "VALIDATION_FAILED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  /** A staff account without two-step verification, on a staff route (decision 042). */
  TWO_FACTOR_SETUP_REQUIRED: "TWO_FACTOR_SETUP_REQUIRED",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  INVALID_TRANSITION: "INVALID_TRANSITION",
  /** Allowed, but only once the caller confirms it (the answer's message says what). */
  CONFIRMATION_REQUIRED: "CONFIRMATION_REQUIRED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  RATE_LIMITED: "RATE_LIMITED",
  PAYMENT_FAILED: "PAYMENT_FAILED",
  LOOKUP_FAILED: "LOOKUP_FAILED",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL: "INTERNAL",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status each code is sent with unless a route says otherwise. */
export const ERROR_HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  CONFIRMATION_REQUIRED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 502,
  LOOKUP_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The spec's message for anything unexpected; never a stack trace. */
export const GENERIC_ERROR_MESSAGE = "An unexpected error occurred. Please try again.";

/** The body of every error response. */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    /** Field path ('email', 'services.0') → the first message for that field. */
    fields?: Record<string, string>;
    requestId?: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** Key for issues about the whole form rather than one field. */
export const FORM_ERROR_KEY = "_form";

/** The first message per field of a failed parse, keyed by dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}
