import { AUTH_MESSAGES } from "@automobi/domain";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AuthPage } from "@/components/auth-page";
import { FormAlert } from "@/components/form/form-alert";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";

import { setSignedOut } from "@/lib/auth/session";
import { hasCode, messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
import { forgetSignedInData } from "@/lib/signed-in-data";
import { useAction } from "@/lib/use-action";
import { undoEmailChange } from "../api/account-links";

/** An undo link that was used, or is older than 7 days. */
function InvalidUndoLink() {
  return (
    <Notice tone="error" title="This link is invalid or has expired.">
      <p>
        An undo link works once, for 7 days. If someone else has your account, reset the password
        from the sign-in page or contact us.
      </p>
      <Button asChild size="sm" variant="outline" className="self-start">
        <Link to={paths.forgotPassword}>Reset your password</Link>
      </Button>
    </Notice>
  );
}

/**
 * The old address's link after an e-mail change (`?token=`). Undoing is a button, not the link
 * itself, so a mail scanner that opens links changes nothing. Afterwards the owner is signed out
 * everywhere and goes straight to choosing a new password.
 */
export function UndoEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const undo = useAction(undoEmailChange, {
    onMutate: () => setFailure(null),
    onSuccess: ({ email, next }) => {
      void forgetSignedInData();
      setSignedOut();
      toast.success(`Your account uses ${email} again. Choose a new password now.`);
      navigate(next, { replace: true });
    },
    onError: (error) => {
      if (hasCode(error, "VALIDATION_FAILED") && error.fields.token) return setInvalid(true);
      setFailure(messageOf(error, AUTH_MESSAGES.unexpected));
    },
  });

  return (
    <AuthPage
      title="Undo E-mail Change"
      description={
        invalid
          ? undefined
          : "Did you not change your e-mail address? Undo it: your account goes back to the address this link was sent to, every device is signed out, and you choose a new password."
      }
    >
      {invalid || !token ? (
        <InvalidUndoLink />
      ) : (
        <div className="flex flex-col gap-5">
          <FormAlert failure={failure ? { title: failure } : null} />
          <Button size="lg" disabled={undo.isPending} onClick={() => undo.mutate(token)}>
            {undo.isPending ? "Undoing..." : "Undo the change"}
          </Button>
        </div>
      )}
    </AuthPage>
  );
}
