import { type ReactNode, useId } from "react";
import { FormAlert } from "@/components/form/form-alert";
import { FormField } from "@/components/form/form-field";
import { HydratedForm } from "@/components/form/hydrated-form";
import { PasswordInput } from "@/components/form/password-input";
import { usePublicForm } from "@/components/form/public-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { FailureMessage } from "@/lib/error-message";
import type { LoginBody } from "@/lib/schemas";

type SignInValues = { email: string; password: string; rememberMe: boolean };

interface SignInFormProps {
  onSubmit: (values: LoginBody) => void;
  pending: boolean;
  defaultEmail?: string;
  /** 'Admin email' at the staff entry. */
  emailLabel?: string;
  /** 'Sign In to Admin' at the staff entry. */
  submitLabel?: string;
  /**
   * Remember me (/login). Without it the session ends with the browser, as in the
   * quote-request dialog and at the staff entry.
   */
  rememberMe?: boolean;
  /** Shown on the Remember me row: the forgot-password link. */
  aside?: ReactNode;
  /** Shown under the button: the way to register. */
  footer?: ReactNode;
  /** The last attempt's failure, shown above the button (as well as the toast). */
  failure?: FailureMessage | null;
}

/**
 * The one sign-in form (/login, the quote-request dialog, /admin): email, password with
 * show/hide, and Remember me where asked for. The field messages come from loginSchema.
 */
export function SignInForm({
  onSubmit,
  pending,
  defaultEmail = "",
  emailLabel = "Email",
  submitLabel = "Sign In",
  rememberMe = false,
  aside,
  footer,
  failure = null,
}: SignInFormProps) {
  const rememberMeId = useId();
  const defaultValues: SignInValues = { email: defaultEmail, password: "", rememberMe: false };
  const form = usePublicForm({ schema: (rules) => rules.loginSchema, defaultValues });
  const { errors } = form;

  return (
    <HydratedForm
      legend={submitLabel}
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(onSubmit)}
    >
      <FormField label={emailLabel} error={errors.email}>
        {(c) => <Input {...c} {...form.field("email")} type="email" autoComplete="email" />}
      </FormField>
      <FormField label="Password" error={errors.password}>
        {(c) => (
          <PasswordInput {...c} {...form.field("password")} autoComplete="current-password" />
        )}
      </FormField>

      {(rememberMe || aside) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {rememberMe && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={rememberMeId}
                ref={form.ref("rememberMe")}
                name="rememberMe"
                checked={form.values.rememberMe}
                onCheckedChange={(checked) => form.setValue("rememberMe", checked === true)}
              />
              <Label htmlFor={rememberMeId}>Remember me</Label>
            </div>
          )}
          {aside}
        </div>
      )}

      <FormAlert failure={failure} />
      <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
        {pending ? "Signing in..." : submitLabel}
      </Button>
      {footer}
    </HydratedForm>
  );
}
