import { FormField } from "@/components/form/form-field";
import { usePublicForm } from "@/components/form/public-form";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useResendConfirmation } from "@/lib/auth/resend-confirmation";

interface ResendProps {
  /** Where the new link lands; the sign-in page unless said otherwise. */
  callbackURL?: string;
}

/** Sends the confirmation link again to an address the page already knows. */
export function ResendConfirmationButton({ email, callbackURL }: ResendProps & { email: string }) {
  const resend = useResendConfirmation(callbackURL);
  return (
    <Button
      variant="outline"
      size="sm"
      className="self-start"
      disabled={resend.isPending}
      onClick={() => resend.mutate(email)}
    >
      {resend.isPending ? "Sending..." : "Resend confirmation email"}
    </Button>
  );
}

/**
 * A sign-in refused because the e-mail is not confirmed yet (on /login and in the
 * quote-request dialog): what to do, and the link again.
 */
export function UnconfirmedEmailNotice({ email, callbackURL }: ResendProps & { email: string }) {
  return (
    <Notice tone="error" title="Your e-mail address isn't confirmed yet.">
      <p>
        Check your inbox for the confirmation link we sent to {email}, then sign in. No e-mail? We
        can send it again.
      </p>
      <ResendConfirmationButton email={email} callbackURL={callbackURL} />
    </Notice>
  );
}

/** Asks for the address first: used when a confirmation link turned out to be bad. */
export function ResendConfirmationForm({ callbackURL }: ResendProps) {
  const resend = useResendConfirmation(callbackURL);
  const form = usePublicForm({
    schema: (rules) => rules.resendConfirmationSchema,
    defaultValues: { email: "" },
  });
  const error = form.errors.email;

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))}
    >
      <FormField label="Email" error={error}>
        {(control) => (
          <Input {...control} {...form.field("email")} type="email" autoComplete="email" />
        )}
      </FormField>
      <Button
        type="submit"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={resend.isPending}
      >
        {resend.isPending ? "Sending..." : "Resend confirmation email"}
      </Button>
    </form>
  );
}
