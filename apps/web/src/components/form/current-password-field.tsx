import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./form-field";
import { PasswordInput } from "./password-input";

/**
 * 'Current password', asked for only while the form would change the password or the e-mail
 * address (the domain's changesCredentials): the server refuses such a change without it.
 */
export function CurrentPasswordField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <FormField
      label="Current password"
      required
      error={error}
      hint="To change your password or e-mail address, enter the password you use now."
    >
      {(c) => <PasswordInput {...c} {...registration} autoComplete="current-password" />}
    </FormField>
  );
}
