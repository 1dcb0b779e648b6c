import { AUTH_MESSAGES, type RegisterBody } from "@automobi/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { hasCode } from "@/lib/error-message";
import { toastAuthFailure } from "./failure-toast";
import { ACCOUNT_EXISTS, type ConfirmationReturn, registerAccount } from "./register";
import { sessionQueryKey } from "./session";
import { signIn } from "./sign-in";

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

export interface SignUpOptions {
  place: SignUpPlace;
  /** Created; the customer must confirm the e-mail, then sign in. */
  onConfirmationSent: (email: string) => void;
  /** Created and signed in straight away (quote-request only): the request can be sent. */
  onSignedIn?: () => void;
  onAccountExists?: (email: string) => void;
  /** Puts the server's field messages on the form; false when none belongs to it. */
  showFieldErrors: (error: unknown) => boolean;
}

/**
 * Creates the account (POST /api/register). In the quote-request dialog it then tries to sign
 * in with it (spec 000 §4); while the e-mail is unconfirmed that fails, and the customer is
 * told to confirm first. The Register page always shows its 'Check Your Email' step.
 */
export function useSignUp(options: SignUpOptions) {
  const { place } = options;
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (body: RegisterBody): Promise<{ signedIn: boolean }> => {
      await registerAccount(body, CONFIRMATION_RETURN[place]);
      if (place !== "quote-request") return { signedIn: false };
      try {
        await signIn({ email: body.email, password: body.password, rememberMe: false });
      } catch {
        // Usually the e-mail is not confirmed yet; whatever the reason, the account exists.
        return { signedIn: false };
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return { signedIn: true };
    },
  });

  const submit = (body: RegisterBody) =>
    mutation.mutate(body, {
      onSuccess: ({ signedIn }) => {
        if (signedIn) {
          toast.success(AUTH_MESSAGES.accountCreatedAndSignedIn);
          options.onSignedIn?.();
        } else if (place === "quote-request") {
          toast.success(AUTH_MESSAGES.successTitle, {
            description: AUTH_MESSAGES.accountCreatedConfirmFirst,
          });
          options.onConfirmationSent(body.email);
        } else {
          toast.success(AUTH_MESSAGES.registrationSucceeded);
          options.onConfirmationSent(body.email);
        }
      },
      onError: (error) => {
        if (hasCode(error, ACCOUNT_EXISTS)) {
          toast.error(AUTH_MESSAGES.accountExistsTitle, {
            description: AUTH_MESSAGES.accountExists,
          });
          options.onAccountExists?.(body.email);
        } else if (!options.showFieldErrors(error)) {
          toastAuthFailure(FAILURE[place].title, error, FAILURE[place].unexpected);
        }
      },
    });

  return { submit, pending: mutation.isPending };
}
