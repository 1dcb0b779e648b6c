import type { LoginBody } from "@automobi/domain";
import { useState } from "react";
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { AuthPage } from "@/components/auth-page";
import { Notice } from "@/components/notice";
import { useSession } from "@/lib/auth/session";
import { EMAIL_NOT_VERIFIED, useSignIn } from "@/lib/auth/sign-in";
import { isStaffOnlyRedirect } from "@/lib/auth/staff-only";
import { hasCode, messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
import { authMessages } from "../messages";
import { safeNextPath } from "../next-path";
import { LoginForm } from "./login-form";
import { ResendConfirmationButton, ResendConfirmationForm } from "./resend-confirmation";

/** What the confirmation link's redirect says: `?confirmed=1`, or better-auth's `?error=…`. */
function ConfirmationLinkNotice({ params }: { params: URLSearchParams }) {
  if (params.get("error")) {
    return (
      <Notice tone="error" title="This confirmation link is invalid or has expired.">
        <p>Enter your e-mail address and we will send you a new confirmation link.</p>
        <ResendConfirmationForm />
      </Notice>
    );
  }
  if (params.get("confirmed") === "1") {
    return (
      <Notice tone="success" title="Your e-mail address is confirmed.">
        <p>You can now sign in to your account.</p>
      </Notice>
    );
  }
  return null;
}

export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const staffOnly = isStaffOnlyRedirect(useLocation().state);
  const { user } = useSession();
  const signIn = useSignIn();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  // Already signed in: this page has nothing to offer (spec). Not while this page itself is
  // signing in: it then sends the user on to ?next= itself.
  if (user && !staffOnly && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate to={paths.dashboard} replace />;
  }

  const submit = (values: LoginBody) => {
    setUnconfirmedEmail(null);
    signIn.mutate(values, {
      onSuccess: () => {
        toast.success(authMessages.signedIn);
        navigate(safeNextPath(params.get("next")) ?? paths.dashboard, { replace: true });
      },
      onError: (error) => {
        if (hasCode(error, EMAIL_NOT_VERIFIED)) {
          setUnconfirmedEmail(values.email);
          return;
        }
        toast.error(authMessages.signInErrorTitle, {
          description: messageOf(error, authMessages.unexpectedTryAgain),
        });
      },
    });
  };

  return (
    <AuthPage title="Sign In" description="Sign in to see your quotes and manage your requests.">
      <div className="flex flex-col gap-5">
        {user && staffOnly && (
          <Notice tone="error" title="Access denied. Admin privileges required.">
            <p>
              You are signed in as {user.email}, which is not a staff account.{" "}
              <Link to={paths.dashboard} className="font-medium underline underline-offset-2">
                Go to your dashboard
              </Link>
            </p>
          </Notice>
        )}
        <ConfirmationLinkNotice params={params} />
        {unconfirmedEmail && (
          <Notice tone="error" title="Your e-mail address isn't confirmed yet.">
            <p>
              Check your inbox for the confirmation link we sent to {unconfirmedEmail}, then sign
              in. No e-mail? We can send it again.
            </p>
            <ResendConfirmationButton email={unconfirmedEmail} />
          </Notice>
        )}
        <LoginForm onSubmit={submit} pending={signIn.isPending} />
      </div>
    </AuthPage>
  );
}
