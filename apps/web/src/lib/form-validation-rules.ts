import { fieldErrors, type QuoteRequestForm } from "@automobi/domain";
import type { output, ZodType } from "zod";
import {
  forgotPasswordSchema,
  loginSchema,
  quoteRequestBodySchema,
  recoveryCodeRequest,
  registerSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  twoFactorCodeRequest,
} from "@/lib/schemas";

/*
 * The public forms' rules, loaded by lib/form-validation.ts when first needed, so zod and the
 * shared schemas stay out of the pages' first download. The messages are the schemas' own.
 */

export {
  forgotPasswordSchema,
  loginSchema,
  recoveryCodeRequest,
  registerSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  twoFactorCodeRequest,
};

/** The form's values as the schema gives them, or the first message per field it refuses. */
export function parseForm<S extends ZodType>(
  schema: S,
  values: unknown,
): { success: true; data: output<S> } | { success: false; problems: Record<string, string> } {
  const parsed = schema.safeParse(values);
  return parsed.success
    ? { success: true, data: parsed.data }
    : { success: false, problems: fieldErrors(parsed.error) };
}

/** The quote form's values the shared schema refuses, a message per field path. */
export function quoteSchemaProblems(values: QuoteRequestForm): Record<string, string> {
  const parsed = quoteRequestBodySchema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}
