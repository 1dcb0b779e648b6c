import { AUTH_MESSAGES } from "@automobi/domain";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { AuthPage } from "@/components/auth-page";
import { FormAlert } from "@/components/form/form-alert";
import { FormField } from "@/components/form/form-field";
import { HydratedForm } from "@/components/form/hydrated-form";
import { usePublicForm } from "@/components/form/public-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Link } from "@/components/ui/link";
import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import { paths } from "@/lib/paths";
import { useAction } from "@/lib/use-action";
import { requestPasswordReset } from "../api/password-reset";

const backToLoginClassName =
  "rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline";

/** Form, then the 'Check Your Email' confirmation; Try Again returns to the form (spec §4). */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = usePublicForm({
    schema: (rules) => rules.forgotPasswordSchema,
    defaultValues: { email: "" },
  });
  // The content changes in place: move focus to the new heading so it is read out.
  const moveFocus = useRef(false);
  const showStep = (email: string | null) => {
    moveFocus.current = true;
    setSentTo(email);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of step
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    headingRef.current?.focus();
  }, [sentTo]);
  const send = useAction(requestPasswordReset, {
    onMutate: () => setFailure(null),
    onSuccess: (_result, email) => {
      toast.success(AUTH_MESSAGES.resetEmailSent);
      showStep(email);
    },
    // The same answer comes for any address, so a failure is never about the address.
    onError: (error) => {
      const message = messageOf(error, AUTH_MESSAGES.unexpected);
      toast.error(message, { id: "reset-request-failed" });
      setFailure(message);
    },
  });

  if (sentTo) {
    return (
      <AuthPage title="Check Your Email" headingRef={headingRef}>
        <div className="flex flex-col items-start gap-4">
          <MailCheck className="size-10 text-emerald-700" aria-hidden="true" />
          <p className="text-slate-800">
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
            password. The link works once, for 1 hour.
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <Button variant="outline" onClick={() => showStep(null)}>
              Try Again
            </Button>
            <Link to={paths.login} className={backToLoginClassName}>
              Back to Login
            </Link>
          </div>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage
      title="Forgot Password"
      headingRef={headingRef}
      description="Enter the e-mail address of your account and we will send you a link to reset your password."
    >
      <HydratedForm
        legend="Forgot Password"
        noValidate
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit(({ email }) => send.mutate(email))}
      >
        <FormField label="Email" error={form.errors.email}>
          {(c) => <Input {...c} {...form.field("email")} type="email" autoComplete="email" />}
        </FormField>
        <FormAlert failure={failure ? { title: failure } : null} />
        <Button type="submit" size="lg" disabled={send.isPending}>
          {send.isPending ? "Sending..." : "Send Reset Link"}
        </Button>
        <Link to={paths.login} className={`${backToLoginClassName} self-center`}>
          Back to Login
        </Link>
      </HydratedForm>
    </AuthPage>
  );
}
