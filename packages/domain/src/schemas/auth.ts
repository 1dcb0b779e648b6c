import { z } from "zod";
import {
  ACCEPT_TERMS_MESSAGE,
  AUTH_MESSAGES as M,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from "../auth-messages.ts";
import { TEXT_LIMITS } from "../sanitize.ts";
import { emailField, ukPhoneField, ukPostcodeField } from "./fields.ts";
import { newPasswordSchema } from "./password.ts";
import { requiredText } from "./text.ts";

export const loginSchema = z.object({
  email: emailField(M.emailRequired),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
  rememberMe: z.boolean().default(false),
});

export type LoginForm = z.input<typeof loginSchema>;

export type LoginBody = z.output<typeof loginSchema>;

/** What the server needs to create an account. */
export const registerBodySchema = z.object({
  firstName: requiredText(TEXT_LIMITS.name, M.firstNameRequired),
  lastName: requiredText(TEXT_LIMITS.name, M.lastNameRequired),
  email: emailField(M.emailRequired),
  phone: ukPhoneField(M.phoneRequired),
  postcode: ukPostcodeField(M.postcodeRequired),
  password: newPasswordSchema,
});

export type RegisterBody = z.output<typeof registerBodySchema>;

/** The Register form: the body plus the confirmation and the terms box. */
export const registerSchema = registerBodySchema
  .extend({
    confirmPassword: z.string({ error: PASSWORDS_DO_NOT_MATCH_MESSAGE }),
    acceptTerms: z.literal(true, { error: ACCEPT_TERMS_MESSAGE }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
  });

export type RegisterForm = z.input<typeof registerSchema>;

export const forgotPasswordSchema = z.object({
  email: emailField(M.emailAddressRequired),
});

export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;

/** Asking for a new confirmation link: the same one-address form as Forgot password. */
export const resendConfirmationSchema = forgotPasswordSchema;
