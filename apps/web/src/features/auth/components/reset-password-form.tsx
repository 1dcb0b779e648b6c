import { AUTH_MESSAGES, PASSWORD_UPDATED_MESSAGE } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { FormAlert } from "@/components/form/form-alert";
import { FormField } from "@/components/form/form-field";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { setSignedOut } from "@/lib/auth/session";
import { hasCode, messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
import { resetPasswordSchema } from "@/lib/schemas";
import { forgetSignedInData } from "@/lib/signed-in-data";
import { useAction } from "@/lib/use-action";
import { resetPassword } from "../api/password-reset";

interface ResetPasswordFormProps {
  token: string;
  /** The server says the link was used or has expired. */
  onInvalidLink: () => void;
}

/** New password and its confirmation, checked in the spec's order by resetPasswordSchema. */
export function ResetPasswordForm({ token, onInvalidLink }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const [failure, setFailure] = useState<string | null>(null);

  const update = useAction((newPassword: string) => resetPassword(token, newPassword), {
    onMutate: () => setFailure(null),
    onSuccess: () => {
      // The reset signs out every session of the account, this browser's included.
      void forgetSignedInData();
      setSignedOut();
      toast.success(PASSWORD_UPDATED_MESSAGE);
      navigate(paths.login, { replace: true });
    },
    onError: (error) => {
      if (hasCode(error, "INVALID_TOKEN")) return onInvalidLink();
      const fieldMessage = hasCode(error, "VALIDATION_FAILED") && error.fields.newPassword;
      if (fieldMessage) {
        form.setError("password", { type: "server", message: fieldMessage }, { shouldFocus: true });
        return;
      }
      const message = messageOf(error, AUTH_MESSAGES.unexpected);
      toast.error(message, { id: "reset-failed" });
      setFailure(message);
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ password: newPassword }) => update.mutate(newPassword))}
    >
      <FormField
        label="New password"
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
        {(c) => (
          <PasswordInput {...c} {...form.register("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
      <FormAlert failure={failure ? { title: failure } : null} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
