/**
 * Changing the password or the e-mail address asks for the current password (issue 26,
 * item 15): whoever holds a signed-in browser for a moment must not be able to take the
 * account over. The reset-link flow is unchanged: the link itself proves the inbox.
 */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE =
  "Please enter your current password to change your password or e-mail address";
export const CURRENT_PASSWORD_WRONG_MESSAGE = "Your current password is incorrect";

interface CredentialChange {
  email?: string | null;
  newPassword?: string | null;
}

const blank = (value: string | null | undefined) => value == null || value.trim() === "";

/** True when the update changes the password or the e-mail of the account holding `email`. */
export function changesCredentials(update: CredentialChange, currentEmail: string): boolean {
  if (!blank(update.newPassword)) return true;
  if (blank(update.email)) return false;
  return update.email!.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}
