import { apiFetch } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";
import type { forgotPasswordResponse, statusResponse } from "@/lib/schemas";

/** Same answer whether or not the e-mail has an account; the link lands on /reset-password?token=… */
export function requestPasswordReset(email: string) {
  return apiFetch<typeof forgotPasswordResponse>(apiPaths.requestPasswordReset, {
    method: "POST",
    body: { email, redirectTo: paths.resetPassword },
  });
}

/**
 * Sets the new password. A password failing the one policy answers 400 with
 * fields.newPassword and leaves the link usable; a used or expired link answers
 * 400 with code "INVALID_TOKEN". Success signs out every session of the account.
 */
export function resetPassword(token: string, newPassword: string) {
  return apiFetch<typeof statusResponse>(apiPaths.resetPassword, {
    method: "POST",
    body: { token, newPassword },
  });
}
