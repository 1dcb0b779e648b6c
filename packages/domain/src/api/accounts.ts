import { z } from "zod";
import { forgotPasswordSchema, registerBodySchema } from "../schemas/auth.ts";
import { profileUpdateSchema } from "../schemas/profile.ts";

/** Where the confirmation link lands once followed: the sign-in page, or the quote form. */
export const REGISTER_RETURN_TO = ["login", "quote-request"] as const;

export const registerRequest = registerBodySchema.extend({
  returnTo: z.enum(REGISTER_RETURN_TO).default("login"),
});
export const registerResponse = z.object({
  status: z.literal("confirmation_sent"),
  email: z.string(),
});

export const forgotPasswordRequest = forgotPasswordSchema;
export const forgotPasswordResponse = z.object({ status: z.literal(true), message: z.string() });

export const profileView = z.object({
  email: z.string(),
  fullName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  postcode: z.string().nullable(),
  address: z.string().nullable(),
});
/** What GET /api/profile answers (and PUT answers after saving). */
export type ProfileView = z.output<typeof profileView>;

export const profileUpdateRequest = profileUpdateSchema;
export const profileUpdateResponse = z.object({
  profile: profileView,
  /** A new e-mail is used only once confirmed from the new address. */
  emailChangePending: z.boolean(),
});
