import { AUTH_MESSAGES } from "@automobi/domain";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { messageOf } from "@/lib/error-message";
import { apiPaths, paths } from "@/lib/paths";
import type { statusResponse } from "@/lib/schemas";
import { useAction } from "@/lib/use-action";

/** Where a resent link lands when the caller does not say: the sign-in page. */
export const LOGIN_CONFIRMED_URL = `${paths.login}?confirmed=1`;

/** Sends the confirmation link again; the link lands on `callbackURL`. */
export function resendConfirmation(email: string, callbackURL = LOGIN_CONFIRMED_URL) {
  return apiFetch<typeof statusResponse>(apiPaths.resendConfirmation, {
    method: "POST",
    body: { email, callbackURL },
  });
}

/** Resend confirmation email, with the spec's 'Success: Check your email…' toast. */
export function useResendConfirmation(callbackURL = LOGIN_CONFIRMED_URL) {
  return useAction((email: string) => resendConfirmation(email, callbackURL), {
    onSuccess: () =>
      toast.success(AUTH_MESSAGES.successTitle, { description: AUTH_MESSAGES.confirmationSent }),
    onError: (error) => toast.error(messageOf(error, AUTH_MESSAGES.unexpectedTryAgain)),
  });
}
