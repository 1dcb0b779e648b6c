import { AUTH_MESSAGES } from "@automobi/domain";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import type { FailureMessage } from "@/lib/error-message";
import { hasCode } from "@/lib/error-message";
import { apiPaths } from "@/lib/paths";
import type { SignInAnswer, signInResponse } from "@/lib/schemas";
import { useAction } from "@/lib/use-action";
import { describeAuthFailure, toastFailure } from "./failure-toast";
import { refreshSession } from "./session";
import { needsCode } from "./two-factor";

export interface SignInInput {
  email: string;
  password: string;
  /** Unticked: the session ends with the browser. Ticked: it lasts 30 days. */
  rememberMe: boolean;
}

/**
 * Signs in with e-mail and password. An unconfirmed account fails with
 * ApiError code "EMAIL_NOT_VERIFIED" (status 403); wrong details with 401.
 * Afterwards load the session again (refreshSession).
 */
export function signIn(input: SignInInput): Promise<SignInAnswer> {
  return apiFetch<typeof signInResponse>(apiPaths.signIn, { method: "POST", body: input });
}

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/**
 * Signs in, then waits for the session to hold the new user, so that whatever the caller
 * opens next (a page behind RequireUser, say) already sees them signed in.
 */
export function useSignIn() {
  return useAction(async (input: SignInInput) => {
    const result = await signIn(input);
    await refreshSession();
    return result;
  });
}

interface CustomerSignInOptions {
  onSignedIn: () => void;
  /** The details were right but the e-mail is not confirmed: the caller explains and offers a new link. */
  onNotConfirmed: (email: string) => void;
  /** The password was right and two-step verification is on: the caller asks for the code. */
  onCodeNeeded: () => void;
}

/**
 * A customer's sign-in, on /login and in the quote-request dialog alike: 'Signed in
 * successfully!', or 'Sign In Error' with the server's message (spec 000 §8), as a toast and
 * as `failure`, which the form shows beside itself until the next attempt.
 */
export function useCustomerSignIn({
  onSignedIn,
  onNotConfirmed,
  onCodeNeeded,
}: CustomerSignInOptions) {
  const mutation = useSignIn();
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const submit = (input: SignInInput) => {
    setFailure(null);
    mutation.mutate(input, {
      onSuccess: (result) => {
        if (needsCode(result)) return onCodeNeeded();
        toast.success(AUTH_MESSAGES.signedIn);
        onSignedIn();
      },
      onError: (error) => {
        if (hasCode(error, EMAIL_NOT_VERIFIED)) return onNotConfirmed(input.email);
        const described = describeAuthFailure(
          AUTH_MESSAGES.signInErrorTitle,
          error,
          AUTH_MESSAGES.unexpected,
        );
        toastFailure(described, SIGN_IN_FAILED_TOAST);
        setFailure(described);
      },
    });
  };
  return { submit, mutation, failure, clearFailure: () => setFailure(null) };
}

/** One sign-in failure toast at a time: a second wrong password replaces the first. */
const SIGN_IN_FAILED_TOAST = "sign-in-failed";
