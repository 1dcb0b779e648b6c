import {
  meetsPasswordPolicy,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  type RegisterBody,
  registerSchema,
} from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form/form-field";
import { PasswordChecklist } from "@/components/form/password-checklist";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ACCOUNT_EXISTS, registerAccount } from "@/lib/auth/register";
import { hasCode, messageOf } from "@/lib/error-message";
import { applyFieldErrors } from "@/lib/field-errors";
import { authMessages } from "../messages";
import { TermsConsent } from "./terms-consent";

const SERVER_FIELDS = ["firstName", "lastName", "email", "phone", "postcode", "password"] as const;

function useRegister(onRegistered: (email: string) => void) {
  return useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ email }) => {
      toast.success(authMessages.registrationSucceeded);
      onRegistered(email);
    },
  });
}

/** Shown under the confirmation once it has stopped being the start of the password. */
function confirmationProblem(password: string, confirm: string): string | undefined {
  if (confirm === "" || password.startsWith(confirm)) return undefined;
  return PASSWORDS_DO_NOT_MATCH_MESSAGE;
}

export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      postcode: "",
      password: "",
      confirmPassword: "",
    },
  });
  const { errors } = form.formState;
  const [password = "", confirm = ""] = useWatch({
    control: form.control,
    name: ["password", "confirmPassword"],
  });
  const passwordReady = meetsPasswordPolicy(password) && password === confirm;
  const register = useRegister(onRegistered);

  const submit = form.handleSubmit(({ confirmPassword: _c, acceptTerms: _t, ...body }) => {
    register.mutate(body satisfies RegisterBody, {
      onError: (error) => {
        if (hasCode(error, ACCOUNT_EXISTS)) {
          toast.error(authMessages.accountExistsTitle, { description: authMessages.accountExists });
        } else if (!applyFieldErrors(error, form.setError, SERVER_FIELDS)) {
          const message = messageOf(error, authMessages.unexpectedTryAgain);
          if (message === authMessages.unexpectedTryAgain) toast.error(message);
          else toast.error(authMessages.registrationFailedTitle, { description: message });
        }
      },
    });
  });

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          {(c) => <Input {...c} {...form.register("firstName")} autoComplete="given-name" />}
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          {(c) => <Input {...c} {...form.register("lastName")} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        {(c) => <Input {...c} {...form.register("email")} type="email" autoComplete="email" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Phone" error={errors.phone?.message}>
          {(c) => <Input {...c} {...form.register("phone")} type="tel" autoComplete="tel" />}
        </FormField>
        <FormField label="Postcode" error={errors.postcode?.message}>
          {(c) => (
            <Input
              {...c}
              {...form.register("postcode")}
              autoComplete="postal-code"
              autoCapitalize="characters"
            />
          )}
        </FormField>
      </div>
      <FormField
        label="Password"
        error={errors.password?.message}
        hint={<PasswordChecklist password={password} />}
      >
        {(c) => <PasswordInput {...c} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      <FormField
        label="Confirm password"
        error={errors.confirmPassword?.message ?? confirmationProblem(password, confirm)}
      >
        {(c) => (
          <PasswordInput {...c} {...form.register("confirmPassword")} autoComplete="new-password" />
        )}
      </FormField>
      <TermsConsent control={form.control} error={errors.acceptTerms?.message} />

      <Button type="submit" size="lg" disabled={!passwordReady || register.isPending}>
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
    </form>
  );
}
