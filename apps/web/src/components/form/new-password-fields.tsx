import { FormField } from "./form-field";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";
import type { PublicForm } from "./public-form";

/** The form's values (resetPasswordSchema's). */
type NewPasswordValues = { password: string; confirmPassword: string };

interface NewPasswordFieldsProps {
  form: PublicForm<NewPasswordValues, { password: string; confirmPassword: string }>;
  /** The two fields' labels as the page names them ('New password', 'Confirm new password'). */
  labels: { password: string; confirm: string };
}

/**
 * A password chosen afresh and typed again, with the policy's live checklist: the reset-password
 * and confirm-account pages ask for it alike (resetPasswordSchema checks it).
 */
export function NewPasswordFields({ form, labels }: NewPasswordFieldsProps) {
  const { errors } = form;
  const password = form.values.password;
  return (
    <>
      <FormField
        label={labels.password}
        error={errors.password}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.field("password")} autoComplete="new-password" />}
      </FormField>
      <FormField label={labels.confirm} error={errors.confirmPassword}>
        {(c) => (
          <PasswordInput {...c} {...form.field("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
    </>
  );
}
