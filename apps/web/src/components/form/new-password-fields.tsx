import { type UseFormReturn, useWatch } from "react-hook-form";
import { FormField } from "./form-field";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";

/** The form's values as typed (resetPasswordSchema's input), and as checked. */
interface NewPasswordValues {
  password?: string;
  confirmPassword?: string;
}

interface NewPasswordFieldsProps {
  form: UseFormReturn<NewPasswordValues, unknown, { password: string; confirmPassword: string }>;
  /** The two fields' labels as the page names them ('New password', 'Confirm new password'). */
  labels: { password: string; confirm: string };
}

/**
 * A password chosen afresh and typed again, with the policy's live checklist: the reset-password
 * and confirm-account pages ask for it alike (resetPasswordSchema checks it).
 */
export function NewPasswordFields({ form, labels }: NewPasswordFieldsProps) {
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  return (
    <>
      <FormField
        label={labels.password}
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField label={labels.confirm} error={errors.confirmPassword?.message}>
        {(c) => (
          <PasswordInput {...c} {...form.register("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
    </>
  );
}
