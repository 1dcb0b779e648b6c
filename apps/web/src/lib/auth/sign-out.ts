import { AUTH_MESSAGES, type signOutResponse } from "@automobi/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { apiFetch } from "@/lib/api-client";
import { forgetStoredData } from "@/lib/browser-storage";
import { apiPaths, paths } from "@/lib/paths";
import { sessionQueryKey } from "./session";

export function signOut(): Promise<unknown> {
  return apiFetch<typeof signOutResponse>(apiPaths.signOut, { method: "POST", body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Leave first, so a signed-in page is not asked to show the old user's data again.
      await navigate(paths.home);
      // Nothing the previous user loaded may outlive the session. The session query itself
      // stays (its observers keep listening) and holds "signed out" first, so that a signed-in
      // page React has not yet taken off the screen stops asking for its data.
      const previousUsersData = ({ queryKey }: { queryKey: readonly unknown[] }) =>
        queryKey[0] !== "public-config" && queryKey[0] !== sessionQueryKey[0];
      queryClient.setQueryData(sessionQueryKey, null);
      await queryClient.cancelQueries({ predicate: previousUsersData });
      queryClient.removeQueries({ predicate: previousUsersData });
      forgetStoredData();
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(AUTH_MESSAGES.successTitle, { description: AUTH_MESSAGES.signedOut });
    },
    onError: () => {
      toast.error(AUTH_MESSAGES.errorTitle, { description: AUTH_MESSAGES.signOutFailed });
    },
  });
}
