import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { REGISTER_RETURN_TO, RegisterBody, registerResponse, Wire } from "@/lib/schemas";

/** Where the e-mailed confirmation link lands: /login, or back on the half-filled quote form. */
export type ConfirmationReturn = (typeof REGISTER_RETURN_TO)[number];

/**
 * Creates an account that must be confirmed from the e-mailed link before signing in.
 * A confirmed account with the same e-mail fails with ApiError code "CONFLICT" (409),
 * whose message is the spec's 'Account exists' text. Field problems: 400 with `fields`.
 */
export function registerAccount(
  body: RegisterBody,
  returnTo: ConfirmationReturn = "login",
): Promise<Wire<typeof registerResponse>> {
  return apiFetch<typeof registerResponse>(apiPaths.register, {
    method: "POST",
    body: { ...body, returnTo },
  });
}

export const ACCOUNT_EXISTS = "CONFLICT";
