import { AUTH_MESSAGES } from "@automobi/domain";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ResendConfirmationForm } from "@/components/auth/resend-confirmation";
import { AuthPage } from "@/components/auth-page";
import { FormAlert } from "@/components/form/form-alert";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { usePublicForm } from "@/components/form/public-form";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { refreshSession } from "@/lib/auth/session";
import { hasCode, messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
import { useAction } from "@/lib/use-action";
import { confirmEmail } from "../api/account-links";
import { safeNextPath } from "../next-path";

/** A confirmation link that was used, withdrawn by a newer one, or has expired. */
function InvalidConfirmationLink({ callbackURL }: { callbackURL?: string }) {
  return (
    <Notice tone="error" title="This confirmation link is invalid or has expired.">
      <p>Enter your e-mail address and we will send you a new confirmation link.</p>
      <ResendConfirmationForm callbackURL={callbackURL} />
    </Notice>
  );
}

/**
 * The password, typed by whoever followed the link from the inbox, is set as the account is
 * confirmed: the password of any earlier registration of the address stops working.
 */
function ConfirmEmailForm(props: { token: string; callbackURL?: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const form = usePublicForm({
    schema: (rules) => rules.resetPasswordSchema,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = useAction(
    async (chosen: string) => {
      const { token, callbackURL } = props;
      const result = await confirmEmail({ token, callbackURL, password: chosen });
      await refreshSession();
      return result;
    },
    {
      onMutate: () => setFailure(null),
      onSuccess: ({ next }) => {
        toast.success("Your e-mail address is confirmed.");
        navigate(safeNextPath(next) ?? paths.dashboard, { replace: true });
      },
      onError: (error) => {
        const fields = hasCode(error, "VALIDATION_FAILED") ? error.fields : {};
        if (fields.token) return props.onInvalid();
        if (fields.password) {
          form.setError("password", { type: "server", message: fields.password });
          return;
        }
        setFailure(messageOf(error, AUTH_MESSAGES.unexpected));
      },
    },
  );

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ password: chosen }) => confirm.mutate(chosen))}
    >
      <NewPasswordFields
        form={form}
        labels={{ password: "Password", confirm: "Confirm password" }}
      />
      <FormAlert failure={failure ? { title: failure } : null} />
      <Button type="submit" size="lg" disabled={confirm.isPending}>
        {confirm.isPending ? "Confirming..." : "Confirm Account"}
      </Button>
    </form>
  );
}

/** Where the confirmation link lands (the server checked it is the newest): `?token=&callbackURL=`. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const callbackURL = safeNextPath(params.get("callbackURL")) ?? undefined;
  const [invalid, setInvalid] = useState(false);
  const usable = Boolean(token) && !invalid;

  return (
    <AuthPage
      title="Confirm Your Account"
      description={
        usable
          ? "Enter your password to finish confirming your e-mail address: the one you registered with, or a new one. Only this password will open your account."
          : undefined
      }
    >
      {usable && token ? (
        <ConfirmEmailForm
          token={token}
          callbackURL={callbackURL}
          onInvalid={() => setInvalid(true)}
        />
      ) : (
        <InvalidConfirmationLink callbackURL={callbackURL} />
      )}
    </AuthPage>
  );
}
