import { z } from "zod";
import { PASSWORDS_DO_NOT_MATCH_MESSAGE } from "../auth-messages.ts";
import { FILL_IN_ALL_FIELDS_MESSAGE, resetPasswordProblem } from "../reset-password.ts";

export const resetPasswordSchema = z
  .object({
    password: z.string().default(""),
    confirmPassword: z.string().default(""),
  })
  .superRefine((form, ctx) => {
    const problem = resetPasswordProblem(form.password, form.confirmPassword);
    if (!problem) return;
    const onConfirm =
      problem === PASSWORDS_DO_NOT_MATCH_MESSAGE ||
      (form.password !== "" && problem === FILL_IN_ALL_FIELDS_MESSAGE);
    ctx.addIssue({
      code: "custom",
      message: problem,
      path: [onConfirm ? "confirmPassword" : "password"],
    });
  });

export type ResetPasswordForm = z.input<typeof resetPasswordSchema>;
