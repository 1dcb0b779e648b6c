import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./form-field";
import { PasswordChecklist } from "./password-checklist";
import { PasswordInput } from "./password-input";

interface OptionalNewPasswordFieldProps {
  registration: UseFormRegisterReturn;
  /** What is typed so far: the checklist appears once there is something to check. */
  value: string;
  error?: string;
}

/** 'New Password (optional)': blank keeps the current password; anything typed meets the policy. */
export function OptionalNewPasswordField({
  registration,
  value,
  error,
}: OptionalNewPasswordFieldProps) {
  return (
    <FormField
      label="New Password (optional)"
      error={error}
      hint={value === "" ? undefined : <PasswordChecklist password={value} />}
    >
      {(c) => <PasswordInput {...c} {...registration} autoComplete="new-password" />}
    </FormField>
  );
}
