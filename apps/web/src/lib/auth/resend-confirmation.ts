import { apiFetch } from "@/lib/api-client";
import { apiPaths, paths } from "@/lib/paths";

/** Sends the confirmation link again; the link lands on `callbackURL` (default /login?confirmed=1). */
export function resendConfirmation(email: string, callbackURL = `${paths.login}?confirmed=1`) {
  return apiFetch<{ status: boolean }>(apiPaths.resendConfirmation, {
    method: "POST",
    body: { email, callbackURL },
  });
}
