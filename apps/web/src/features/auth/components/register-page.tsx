import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Navigate } from "react-router";
import { ResendConfirmationButton } from "@/components/auth/resend-confirmation";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { AuthPage } from "@/components/auth-page";
import { EmailAddress } from "@/components/email-address";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { useSessionUser } from "@/lib/auth/session";
import { paths } from "@/lib/paths";

function CheckYourEmail({ email }: { email: string }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <MailCheck className="size-10 text-emerald-700" aria-hidden="true" />
      {/* The toast says 'Registration successful!…' (spec 000 §8); this says what to do next. */}
      <p className="text-slate-800">
        We sent the confirmation link to{" "}
        <strong>
          <EmailAddress email={email} />
        </strong>
        . Open it, then sign in.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild>
          <Link to={paths.login}>Go to Sign In</Link>
        </Button>
        <ResendConfirmationButton email={email} />
      </div>
    </div>
  );
}

export function RegisterPage() {
  const user = useSessionUser();
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
