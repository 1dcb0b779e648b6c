import { AUTH_MESSAGES } from "@automobi/domain";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthPage } from "@/components/auth-page";
import { FormAlert } from "@/components/form/form-alert";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { usePublicForm } from "@/components/form/public-form";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { hasCode, messageOf } from "@/lib/error-message";
import { formatLondonDateTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import { GARAGE_PORTAL_MESSAGES as M } from "@/lib/schemas";
import { useAction } from "@/lib/use-action";
import { acceptInvitation, useInvitation } from "../api/portal";

function InvalidInvitation() {
  return (
    <Notice tone="error" title={M.invalidLink}>
      <p>
        Already set up?{" "}
        <Link to={paths.garage.portal} className="font-medium underline underline-offset-2">
          Sign in to the garage portal
        </Link>
      </p>
    </Notice>
  );
}

function ChoosePasswordForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const navigate = useNavigate();
  const form = usePublicForm({
    schema: (rules) => rules.resetPasswordSchema,
    defaultValues: { password: "", confirmPassword: "" },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const accept = useAction((password: string) => acceptInvitation({ token, password }), {
    onMutate: () => setFailure(null),
    onSuccess: () => {
      toast.success("Your garage portal account is ready.");
      navigate(paths.garage.portal, { replace: true });
    },
    onError: (error) => {
      const fields = hasCode(error, "VALIDATION_FAILED") ? error.fields : {};
      if (fields.token) return onInvalid();
      if (fields.password) {
        form.setError("password", { type: "server", message: fields.password });
        return;
      }
      setFailure(messageOf(error, AUTH_MESSAGES.unexpected));
    },
  });
  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={form.handleSubmit(({ password }) => accept.mutate(password))}
    >
      <NewPasswordFields
        form={form}
        labels={{ password: "Password", confirm: "Confirm password" }}
      />
      <FormAlert failure={failure ? { title: failure } : null} />
      <Button type="submit" size="lg" disabled={accept.isPending}>
        {accept.isPending ? "Setting up..." : "Set Up My Account"}
      </Button>
    </form>
  );
}

/** Where an invitation's link lands (`?token=`): whom it invites, and the password to choose. */
export function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const invitation = useInvitation(token);
  const [invalid, setInvalid] = useState(false);
  if (token && invitation.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Checking your invitation...
      </p>
    );
  }
  const found = !invalid && token && invitation.data;
  return (
    <AuthPage
      title="Garage Portal Invitation"
      description={
        found
          ? `You are invited to quote for ${invitation.data.garageName}. Choose a password for ${invitation.data.email}: the link works once, until ${formatLondonDateTime(invitation.data.expiresAt)}.`
          : undefined
      }
    >
      {found ? (
        <ChoosePasswordForm token={token} onInvalid={() => setInvalid(true)} />
      ) : (
        <InvalidInvitation />
      )}
    </AuthPage>
  );
}
