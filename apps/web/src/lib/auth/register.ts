import type { RegisterBody } from "@automobi/domain";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";

/**
 * Creates an account that must be confirmed from the e-mailed link before signing in.
 * A confirmed account with the same e-mail fails with ApiError code "CONFLICT" (409),
 * whose message is the spec's 'Account exists' text. Field problems: 400 with `fields`.
 */
export function registerAccount(
  body: RegisterBody,
): Promise<{ status: "confirmation_sent"; email: string }> {
  return apiFetch(apiPaths.register, { method: "POST", body });
}

export const ACCOUNT_EXISTS = "CONFLICT";
