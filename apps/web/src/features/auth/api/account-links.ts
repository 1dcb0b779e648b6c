import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { confirmEmailResponse, undoEmailChangeResponse } from "@/lib/schemas";

/**
 * Sets the password typed on the confirmation page and confirms the account, signed in
 * afterwards. A weak password answers 400 with fields.password and keeps the link usable; a
 * used, withdrawn or expired link answers 400 with fields.token.
 */
export function confirmEmail(input: { token: string; password: string; callbackURL?: string }) {
  return apiFetch<typeof confirmEmailResponse>(apiPaths.confirmEmail, {
    method: "POST",
    body: input,
  });
}

/** Restores the address an e-mail change replaced; answers the page to set a new password. */
export function undoEmailChange(token: string) {
  return apiFetch<typeof undoEmailChangeResponse>(apiPaths.undoEmailChange, {
    method: "POST",
    body: { token },
  });
}
