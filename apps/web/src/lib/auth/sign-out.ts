import { AUTH_MESSAGES } from "@automobi/domain";
import { type NavigateFunction, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { apiFetch } from "@/lib/api-client";
import { forgetStoredData } from "@/lib/browser-storage";
import { apiPaths, paths } from "@/lib/paths";
import type { signOutResponse } from "@/lib/schemas";
import { forgetSignedInData } from "@/lib/signed-in-data";
import { useAction } from "@/lib/use-action";
import { refreshSession, setSignedOut } from "./session";

export function signOut(): Promise<unknown> {
  return apiFetch<typeof signOutResponse>(apiPaths.signOut, { method: "POST", body: {} });
}

/** Sign Out: ends the session, goes home and forgets the user's data; a failure is a toast. */
export async function signOutAndLeave(navigate: NavigateFunction): Promise<void> {
  try {
    await signOut();
  } catch {
    toast.error(AUTH_MESSAGES.errorTitle, { description: AUTH_MESSAGES.signOutFailed });
    return;
  }
  // Leave first, so a signed-in page is not asked to show the old user's data again.
  await navigate(paths.home);
  // Nothing the previous user loaded may outlive the session. The session holds "signed out"
  // first, so that a signed-in page React has not yet taken off the screen stops asking for
  // its data.
  setSignedOut();
  await forgetSignedInData();
  forgetStoredData();
  await refreshSession();
  toast.success(AUTH_MESSAGES.successTitle, { description: AUTH_MESSAGES.signedOut });
}

export function useSignOut() {
  const navigate = useNavigate();
  return useAction<void, void>(() => signOutAndLeave(navigate));
}
