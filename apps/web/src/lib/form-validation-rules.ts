import { fieldErrors, type QuoteRequestForm } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  forgotPasswordSchema,
  loginSchema,
  quoteRequestBodySchema,
  registerSchema,
  resendConfirmationSchema,
} from "@/lib/schemas";

/*
 * The public forms' rules, loaded by lib/form-validation.ts when first needed, so zod and the
 * shared schemas stay out of the pages' first download. The messages are the schemas' own.
 */

export const loginResolver = zodResolver(loginSchema);
export const registerResolver = zodResolver(registerSchema);
export const resendConfirmationResolver = zodResolver(resendConfirmationSchema);
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);

/** The quote form's values the shared schema refuses, a message per field path. */
export function quoteSchemaProblems(values: QuoteRequestForm): Record<string, string> {
  const parsed = quoteRequestBodySchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}
