/**
 * Two-step verification: a code from an authenticator app (TOTP, RFC 6238: 6 digits, 30 s)
 * after the password, or one of the account's single-use recovery codes (decision 042).
 * Staff must have it on; customers may turn it on in Settings.
 */
export const TWO_FACTOR_MESSAGES = {
  setupRequired: "Set up two-step verification to continue.",
  codeRequired: "Enter the 6-digit code from your authenticator app",
  recoveryCodeRequired: "Enter one of your recovery codes",
  passwordRequired: "Enter your current password",
  wrongPassword: "That password is not right.",
  wrongCode: "That code is not right. Enter the current code from your authenticator app.",
  wrongRecoveryCode: "That recovery code is not right, or it has already been used.",
  signInExpired: "Your sign-in has expired. Please sign in again with your password.",
  tooManyCodes: "Too many wrong codes. Please sign in again with your password.",
  locked: "Too many wrong codes. Please wait 15 minutes and try again.",
  alreadyOn: "Two-step verification is already on.",
  notOn: "Two-step verification is not on.",
  staffKeepOn: "Staff accounts keep two-step verification on.",
  turnedOn: "Two-step verification is on.",
  turnedOff: "Two-step verification is off.",
} as const;

/** The key an authenticator app is given, read from an otpauth:// address. */
export function totpSecretOf(totpURI: string): string {
  const query = totpURI.split("?")[1] ?? "";
  return new URLSearchParams(query).get("secret") ?? "";
}
