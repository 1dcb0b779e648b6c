import { ADMIN_AUTH_MESSAGES, AUTH_MESSAGES, isGarageUser } from "@automobi/domain";
import { useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { LazyTwoFactorCodeForm } from "@/components/auth/lazy-two-factor-code-form";
import {
  ResendConfirmationForm,
  UnconfirmedEmailNotice,
} from "@/components/auth/resend-confirmation";
import { SignInForm } from "@/components/auth/sign-in-form";
import { AuthPage } from "@/components/auth-page";
import { Notice } from "@/components/notice";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { useSessionUser } from "@/lib/auth/session";
import { useCustomerSignIn } from "@/lib/auth/sign-in";
import { isStaffOnlyRedirect } from "@/lib/auth/staff-only";
import { paths } from "@/lib/paths";
import { safeNextPath } from "../next-path";

const linkClassName = "rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline";

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
  const user = useSessionUser();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const onSignedIn = () =>
    navigate(safeNextPath(params.get("next")) ?? paths.dashboard, { replace: true });
  const {
    submit,
    mutation: signIn,
    failure,
  } = useCustomerSignIn({
    onSignedIn,
    onNotConfirmed: setUnconfirmedEmail,
    onCodeNeeded: () => setCodeStep(true),
  });

  // A garage's user, signed in here or sent here from /admin, works in the garage portal.
  if (user && isGarageUser(user.role) && !signIn.isPending) {
    return <Navigate to={paths.garage.portal} replace />;
  }
  // Already signed in: this page has nothing to offer (spec). Not while this page itself is
  // signing in: it then sends the user on to ?next= itself.
  if (user && !staffOnly && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate to={paths.dashboard} replace />;
  }

  return (
    <AuthPage title="Sign In" description="Sign in to see your quotes and manage your requests.">
      <div className="flex flex-col gap-5">
        {user && staffOnly && (
          <Notice tone="error" title={ADMIN_AUTH_MESSAGES.accessDenied}>
            <p>
              You are signed in as {user.email}, which is not a staff account.{" "}
              <Link to={paths.dashboard} className="font-medium underline underline-offset-2">
                Go to your dashboard
              </Link>
            </p>
          </Notice>
        )}
        <ConfirmationLinkNotice params={params} />
        {unconfirmedEmail && <UnconfirmedEmailNotice email={unconfirmedEmail} />}
        {codeStep ? (
          <LazyTwoFactorCodeForm
            onSignedIn={() => {
              toast.success(AUTH_MESSAGES.signedIn);
              onSignedIn();
            }}
            onCancel={() => setCodeStep(false)}
          />
        ) : (
          <SignInForm
            rememberMe
            onSubmit={(values) => {
              setUnconfirmedEmail(null);
              submit(values);
            }}
            pending={signIn.isPending}
            failure={failure}
            aside={
              <Link to={paths.forgotPassword} className={`${linkClassName} text-sm`}>
                Forgot your password?
              </Link>
            }
            footer={
              <p className="text-center text-sm text-slate-700">
                Don't have an account?{" "}
                <Link to={paths.register} className={linkClassName}>
                  Register
                </Link>
              </p>
            }
          />
        )}
      </div>
    </AuthPage>
  );
}
