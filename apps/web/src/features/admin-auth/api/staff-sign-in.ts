import { isStaff } from "@automobi/domain";
import { refreshSession, type SessionUser } from "@/lib/auth/session";
import { signIn } from "@/lib/auth/sign-in";
import { signOut } from "@/lib/auth/sign-out";
import { useAction } from "@/lib/use-action";

/** The details were right, but the account is not staff (spec 000 §6). */
export class NotStaffError extends Error {
  override readonly name = "NotStaffError";
}

export interface StaffSignInInput {
  email: string;
  password: string;
}

/**
 * Signs in at the admin entry. Staff sessions end with the browser (no Remember me here).
 * A customer's new session is ended again at once, so they leave this page signed out.
 * The browser's check is a convenience: the server checks the role on every admin call.
 */
export async function signInAsStaff({ email, password }: StaffSignInInput) {
  const result = await signIn({ email, password, rememberMe: false });
  // Two-step verification on: the page asks for the code next (decision 042).
  if (!("user" in result)) return null;
  return checkStaff(result.user);
}

/** A customer's session opened here is ended again at once. */
export async function checkStaff(user: SessionUser): Promise<SessionUser> {
  if (!isStaff(user.role)) {
    await signOut().catch(() => undefined);
    await refreshSession();
    throw new NotStaffError();
  }
  return user;
}

export function useStaffSignIn() {
  return useAction(async (input: StaffSignInInput) => {
    try {
      return await signInAsStaff(input);
    } finally {
      // Whatever happened, the navigation bar shows the session the server now holds.
      await refreshSession();
    }
  });
}
