import { z } from "zod";
import { TWO_FACTOR_MESSAGES as M } from "../two-factor.ts";

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

/** Sign-in with the password of an account that has two-step verification on: no session yet. */
export const twoFactorChallenge = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
});
