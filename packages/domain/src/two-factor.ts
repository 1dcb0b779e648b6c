import { z } from "zod";

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

const M = TWO_FACTOR_MESSAGES;

/** A code as typed: spaces ignored (apps show "123 456"), then exactly six digits. */
export const totpCodeField = z
  .string({ error: M.codeRequired })
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, M.codeRequired));

export const recoveryCodeField = z
  .string({ error: M.recoveryCodeRequired })
  .trim()
  .min(1, M.recoveryCodeRequired)
  .max(64, M.wrongRecoveryCode);

export const twoFactorPasswordRequest = z.object({
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128),
});
export const twoFactorCodeRequest = z.object({ code: totpCodeField });
export const recoveryCodeRequest = z.object({ code: recoveryCodeField });

/** What setting up answers: the otpauth:// address (its `secret` is the key) and the codes. */
export const twoFactorSetupResponse = z.object({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupResponse>;

/** The key an authenticator app is given, read from an otpauth:// address. */
export function totpSecretOf(totpURI: string): string {
  const query = totpURI.split("?")[1] ?? "";
  return new URLSearchParams(query).get("secret") ?? "";
}

/** Sign-in with the password of an account that has two-step verification on: no session yet. */
export const twoFactorChallenge = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});
