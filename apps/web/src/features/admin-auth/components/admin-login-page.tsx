import { isStaff, ADMIN_AUTH_MESSAGES as M } from "@automobi/domain";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { SignInForm } from "@/components/auth/sign-in-form";
import { TwoFactorCodeForm } from "@/components/auth/two-factor-code-form";
import { AuthPage } from "@/components/auth-page";
import { Notice } from "@/components/notice";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { useSessionUser } from "@/lib/auth/session";
import { paths } from "@/lib/paths";
import {
  checkStaff,
  NotStaffError,
  type StaffSignInInput,
  useStaffSignIn,
} from "../api/staff-sign-in";

/** The spec's admin login messages (spec 000 §6 and §8). */
function failureMessage(error: unknown): string {
  if (error instanceof NotStaffError) return M.accessDenied;
  if (error instanceof ApiError && error.status === 401) {
    return M.invalidCredentials;
  }
  if (error instanceof ApiError && error.status === 429) return error.message;
  return M.loginFailed;
}

/** /admin: the staff entry. Not guarded; a signed-in admin goes straight on to the portal. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const signIn = useStaffSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);

  if (user && isStaff(user.role) && !signIn.isPending && !signIn.isSuccess) {
    return <Navigate to={paths.admin.portal} replace />;
  }

  const signedIn = () => {
    toast.success(M.loginSucceeded);
    navigate(paths.admin.portal, { replace: true });
  };

  const submit = ({ email, password }: StaffSignInInput) => {
    setFailure(null);
    signIn.mutate(
      { email, password },
      {
        onSuccess: (staff) => {
          if (!staff) return setCodeStep(true);
          signedIn();
        },
        onError: (error) => setFailure(failureMessage(error)),
      },
    );
  };

  return (
    <AuthPage title="Admin Login" description="Sign in with your staff account.">
      <div className="flex flex-col gap-5">
        <div className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <ShieldCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            <strong>Security notice:</strong> This area is for authorised staff only. Sign-in
            attempts are logged.
          </p>
        </div>
        {failure && <Notice tone="error" title={failure} />}
        {codeStep ? (
          <TwoFactorCodeForm
            onSignedIn={(signedInUser) =>
              checkStaff(signedInUser).then(signedIn, (error) => {
                setCodeStep(false);
                setFailure(failureMessage(error));
              })
            }
            onCancel={() => setCodeStep(false)}
          />
        ) : (
          <SignInForm
            emailLabel="Admin email"
            submitLabel="Sign In to Admin"
            onSubmit={submit}
            pending={signIn.isPending}
          />
        )}
        <p className="text-center text-sm text-slate-700">
          Not staff?{" "}
          <Link
            to={paths.login}
            className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Back to customer sign in
          </Link>
        </p>
      </div>
    </AuthPage>
  );
}
