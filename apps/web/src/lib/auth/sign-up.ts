import { AUTH_MESSAGES } from "@automobi/domain";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { FailureMessage } from "@/lib/error-message";
import { hasCode } from "@/lib/error-message";
import type { RegisterBody } from "@/lib/schemas";
import { useAction } from "@/lib/use-action";
import { describeAuthFailure, toastFailure } from "./failure-toast";
import { ACCOUNT_EXISTS, type ConfirmationReturn, registerAccount } from "./register";

/** Where the account is created: each place has the spec's own messages (spec 000 §8). */
export type SignUpPlace = "register-page" | "quote-request";

const FAILURE: Record<SignUpPlace, { title: string; unexpected: string }> = {
  "register-page": {
    title: AUTH_MESSAGES.registrationFailedTitle,
    unexpected: AUTH_MESSAGES.unexpectedTryAgain,
  },
  "quote-request": { title: AUTH_MESSAGES.signUpErrorTitle, unexpected: AUTH_MESSAGES.unexpected },
};

const CONFIRMATION_RETURN: Record<SignUpPlace, ConfirmationReturn> = {
  "register-page": "login",
  "quote-request": "quote-request",
};

export const ACCOUNT_EXISTS_FAILURE: FailureMessage = {
  title: AUTH_MESSAGES.accountExistsTitle,
  message: AUTH_MESSAGES.accountExists,
};

/** One sign-up failure toast at a time: a second attempt's replaces the first's. */
const SIGN_UP_FAILED_TOAST = "sign-up-failed";

export interface SignUpOptions {
  place: SignUpPlace;
  /** Created; the customer must confirm the e-mail, then sign in. */
  onConfirmationSent: (email: string) => void;
  /** A confirmed account has this address already; without it the form shows the message. */
  onAccountExists?: (email: string) => void;
  /** Puts the server's field messages on the form; false when none belongs to it. */
  showFieldErrors: (error: unknown) => boolean;
}

/**
 * Creates the account (POST /api/register), on the Register page and in the quote-request
 * dialog alike: an account must be confirmed from the e-mailed link before it can sign in, so
 * both go straight to 'check your e-mail'. (The spec's dialog then tried to sign in, which can
 * only fail while the address is unconfirmed; decision 018.) A failure is the spec's toast and
 * `failure`, which the form shows beside itself until the next attempt.
 */
export function useSignUp(options: SignUpOptions) {
  const { place } = options;
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const mutation = useAction((body: RegisterBody) =>
    registerAccount(body, CONFIRMATION_RETURN[place]),
  );

  const fail = (described: FailureMessage) => {
    toastFailure(described, SIGN_UP_FAILED_TOAST);
    setFailure(described);
  };

  const submit = (body: RegisterBody) => {
    setFailure(null);
    mutation.mutate(body, {
      onSuccess: () => {
        if (place === "quote-request") {
          toast.success(AUTH_MESSAGES.successTitle, {
            description: AUTH_MESSAGES.accountCreatedConfirmFirst,
          });
        } else {
          toast.success(AUTH_MESSAGES.registrationSucceeded);
        }
        options.onConfirmationSent(body.email);
      },
      onError: (error) => {
        if (hasCode(error, ACCOUNT_EXISTS)) {
          if (options.onAccountExists) {
            toastFailure(ACCOUNT_EXISTS_FAILURE, SIGN_UP_FAILED_TOAST);
            options.onAccountExists(body.email);
          } else {
            fail(ACCOUNT_EXISTS_FAILURE);
          }
        } else if (!options.showFieldErrors(error)) {
          fail(describeAuthFailure(FAILURE[place].title, error, FAILURE[place].unexpected));
        }
      },
    });
  };

  return { submit, pending: mutation.isPending, failure };
}
