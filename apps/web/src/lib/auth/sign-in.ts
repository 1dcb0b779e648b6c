import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import { type SessionUser, sessionQueryKey } from "./session";

export interface SignInInput {
  email: string;
  password: string;
  /** Unticked: the session ends with the browser. Ticked: it lasts 30 days. */
  rememberMe: boolean;
}

/**
 * Signs in with e-mail and password. An unconfirmed account fails with
 * ApiError code "EMAIL_NOT_VERIFIED" (status 403); wrong details with 401.
 * Afterwards invalidate the session query (sessionQueryKey).
 */
export function signIn(input: SignInInput): Promise<{ user: SessionUser }> {
  return apiFetch(apiPaths.signIn, { method: "POST", body: input });
}

export const EMAIL_NOT_VERIFIED = "EMAIL_NOT_VERIFIED";

/**
 * Signs in, then waits for the session query to hold the new user, so that whatever the
 * caller opens next (a page behind RequireUser, say) already sees them signed in.
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      const result = await signIn(input);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return result;
    },
  });
}
