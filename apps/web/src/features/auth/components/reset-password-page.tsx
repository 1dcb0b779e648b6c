import { useState } from "react";
import { useSearchParams } from "react-router";
import { AuthPage } from "@/components/auth-page";
import { InvalidResetLink } from "./invalid-reset-link";
import { ResetPasswordForm } from "./reset-password-form";

/**
 * Target of the reset e-mail: the server's link redirects here with `?token=`, or with
 * `?error=INVALID_TOKEN` when the link is no longer any good.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [linkInvalid, setLinkInvalid] = useState(false);
  const usable = token && !params.get("error") && !linkInvalid;

  return (
    <AuthPage
      title="Reset Password"
      description={usable ? "Choose a new password for your account." : undefined}
    >
      {usable ? (
        <ResetPasswordForm token={token} onInvalidLink={() => setLinkInvalid(true)} />
      ) : (
        <InvalidResetLink />
      )}
    </AuthPage>
  );
}
