import type { ErrorCode } from "@automobi/domain";

/**
 * The one error type the server raises on purpose. `message` is safe to show to the user;
 * anything else that escapes a handler becomes a generic 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message, 404);
export const forbidden = (message = "You do not have permission to do that.") =>
  new AppError("FORBIDDEN", message, 403);
export const unauthenticated = (message = "Please sign in to continue.") =>
  new AppError("UNAUTHENTICATED", message, 401);
