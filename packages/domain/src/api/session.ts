import { z } from "zod";
import { ROLES } from "../roles.ts";
import { loginSchema } from "../schemas/auth.ts";
import { emailField } from "../schemas/fields.ts";
import { twoFactorChallenge } from "../schemas/two-factor.ts";
import { emptyBody } from "./common.ts";

/**
 * The account endpoints better-auth answers for us. Its answers pass through these schemas,
 * so only the fields named here reach the browser: never a session token. Its times are
 * already strings.
 */
export const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(ROLES).nullish(),
  /** Two-step verification is on (decision 042): staff reach no admin route until it is. */
  twoFactorEnabled: z.boolean().nullish(),
});

export const sessionResponse = z
  .object({
    user: sessionUser,
    session: z.object({ id: z.string(), expiresAt: z.string() }),
  })
  .nullable();
export type SessionAnswer = z.input<typeof sessionResponse>;

export const signInRequest = loginSchema;
/** Signed in, or (two-step verification on) asked for a code before any session exists. */
export const signInResponse = z.union([
  z.object({ redirect: z.boolean().optional(), user: sessionUser }),
  twoFactorChallenge,
]);
export type SignInAnswer = z.output<typeof signInResponse>;
/** The code step (or, while setting up, the first code): signed in. */
export const twoFactorSignedIn = z.object({ user: sessionUser });

export const signOutRequest = emptyBody;
export const signOutResponse = z.object({ success: z.boolean() });

/** Relative pages the confirmation and e-mail-change links may land on. */
const callbackURL = z
  .string()
  .refine((url) => url.startsWith("/") && !url.startsWith("//"), "Unknown destination")
  .optional();

export const resendConfirmationRequest = z.object({
  email: emailField("Please enter your email address"),
  callbackURL,
});
export const statusResponse = z.object({ status: z.boolean() });

export const verifyEmailQuery = z.object({ token: z.string().min(1), callbackURL });
export const resetLinkParams = z.object({ token: z.string().min(1) });
export const resetLinkQuery = z.object({ callbackURL });
/** The new password's rule is checked by the route, so a refused one keeps the link usable. */
export const resetPasswordRequest = z.object({
  newPassword: z.string({ error: "Please fill in all fields" }),
  token: z.string({ error: "Please fill in all fields" }).min(1, "Please fill in all fields"),
});
export const redirectResponse = z.null().meta({ description: "A redirect (Location header)." });
