import { z } from "zod";
import { newPasswordSchema } from "../password-policy.ts";
import { requiredText, TEXT_LIMITS } from "../sanitize.ts";
import { emailField, ukPhoneField, ukPostcodeField } from "./fields.ts";

export const PASSWORDS_DO_NOT_MATCH_MESSAGE = "Passwords do not match";
export const ACCEPT_TERMS_MESSAGE = "You must agree to the terms and privacy policy";

export const loginSchema = z.object({
  email: emailField("Email is required"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
  rememberMe: z.boolean().default(false),
});
export type LoginForm = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;

/** What the server needs to create an account. */
export const registerBodySchema = z.object({
  firstName: requiredText(TEXT_LIMITS.name, "First name is required"),
  lastName: requiredText(TEXT_LIMITS.name, "Last name is required"),
  email: emailField("Email is required"),
  phone: ukPhoneField("Phone number is required"),
  postcode: ukPostcodeField("Postcode is required"),
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
  email: emailField("Please enter your email address"),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordSchema>;
