import { isStaff } from "@automobi/domain";
import { refreshSession } from "@/lib/auth/session";
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
  if (!("user" in result)) throw new NotStaffError();
  const { user } = result;
  if (!isStaff(user.role)) {
    await signOut().catch(() => undefined);
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
