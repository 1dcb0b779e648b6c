import { apiFetch } from "@/lib/api-client";
import { apiPaths } from "@/lib/paths";
import type { SignInAnswer, twoFactorSignedIn } from "@/lib/schemas";
import { refreshSession } from "./session";

/** A sign-in whose password was right and which now waits for the code step (decision 042). */
export function needsCode(answer: SignInAnswer): boolean {
  return "twoFactorRedirect" in answer && answer.twoFactorRedirect === true;
}

/**
 * The code step of a sign-in, or the first code while setting up: an authenticator app's code,
 * or (at sign-in) one of the account's recovery codes. The session is read again afterwards.
 */
export async function submitCode(code: string, kind: "app" | "recovery" = "app") {
  const path = kind === "app" ? apiPaths.twoFactorVerify : apiPaths.twoFactorRecovery;
  const result = await apiFetch<typeof twoFactorSignedIn>(path, {
    method: "POST",
    body: { code },
  });
  await refreshSession();
  return result.user;
}
