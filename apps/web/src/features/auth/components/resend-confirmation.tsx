import { emailField } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { resendConfirmation } from "@/lib/auth/resend-confirmation";
import { messageOf } from "@/lib/error-message";
import { authMessages } from "../messages";

function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) => resendConfirmation(email),
    onSuccess: () =>
      toast.success(authMessages.successTitle, { description: authMessages.confirmationSent }),
    onError: (error) => toast.error(messageOf(error, authMessages.unexpectedTryAgain)),
  });
}

/** Sends the confirmation link again to an address the page already knows. */
export function ResendConfirmationButton({ email }: { email: string }) {
  const resend = useResendConfirmation();
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

const resendSchema = z.object({ email: emailField("Please enter your email address") });

/** Asks for the address first: used when a confirmation link turned out to be bad. */
export function ResendConfirmationForm() {
  const resend = useResendConfirmation();
  const form = useForm({ resolver: zodResolver(resendSchema), defaultValues: { email: "" } });
  const error = form.formState.errors.email?.message;

  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))}
    >
      <FormField label="Email" error={error}>
        {(control) => (
          <Input {...control} {...form.register("email")} type="email" autoComplete="email" />
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
