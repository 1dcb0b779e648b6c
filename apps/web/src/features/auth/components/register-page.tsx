import { AUTH_MESSAGES } from "@automobi/domain";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate } from "react-router";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { AuthPage } from "@/components/auth-page";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/auth/session";
import { paths } from "@/lib/paths";

function CheckYourEmail({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <MailCheck className="size-10 text-emerald-700" aria-hidden="true" />
      <p className="text-slate-800">{AUTH_MESSAGES.registrationSucceeded}</p>
      <p className="text-sm text-slate-700">
        We sent the confirmation link to <strong>{email}</strong>. Open it, then sign in.
      </p>
      <Button asChild>
        <Link to={paths.login}>Go to Sign In</Link>
      </Button>
    </div>
  );
}

export function RegisterPage() {
  const { user } = useSession();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form gives way to the panel: take focus to its heading so it is read out.
  useEffect(() => {
    if (registeredEmail) headingRef.current?.focus();
  }, [registeredEmail]);

  if (user) return <Navigate to={paths.dashboard} replace />;

  if (registeredEmail) {
    return (
      <AuthPage title="Check Your Email" headingRef={headingRef}>
        <CheckYourEmail email={registeredEmail} />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Register"
      width="wide"
      description={
        <>
          Create your account to request and compare quotes. Already registered?{" "}
          <Link
            to={paths.login}
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm place="register-page" onConfirmationSent={setRegisteredEmail} />
    </AuthPage>
  );
}
