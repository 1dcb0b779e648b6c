import { AUTH_MESSAGES, PASSWORD_UPDATED_MESSAGE } from "@automobi/domain";
import { useState } from "react";
import { useNavigate } from "react-router";
import { FormAlert } from "@/components/form/form-alert";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { usePublicForm } from "@/components/form/public-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setSignedOut } from "@/lib/auth/session";
import { hasCode, messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
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
  const form = usePublicForm({
    schema: (rules) => rules.resetPasswordSchema,
    defaultValues: { password: "", confirmPassword: "" },
  });
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
      <NewPasswordFields
        form={form}
        labels={{ password: "New password", confirm: "Confirm new password" }}
      />
      <FormAlert failure={failure ? { title: failure } : null} />
      <Button type="submit" size="lg" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Password"}
      </Button>
    </form>
  );
}
