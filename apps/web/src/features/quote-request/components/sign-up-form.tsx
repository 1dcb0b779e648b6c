import { PASSWORD_RULES, type RegisterBody, registerBodySchema } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { ACCOUNT_EXISTS, registerAccount } from "@/lib/auth/register";
import { sessionQueryKey } from "@/lib/auth/session";
import { signIn } from "@/lib/auth/sign-in";
import { dialogErrorMessage } from "../dialog-errors";

const signUpSchema = registerBodySchema.pick({
  firstName: true,
  lastName: true,
  email: true,
  password: true,
});

interface SignUpFormProps {
  defaults: { firstName: string; lastName: string; email: string };
  /** The quote form's mobile and postcode become the account's phone and postcode. */
  contact: { phone: string; postcode: string };
  /** Created, but the automatic sign-in failed (the e-mail must be confirmed first). */
  onCreated: (email: string) => void;
  /** Created and signed in: the request can be sent. */
  onSignedIn: () => void;
  onAccountExists: (email: string) => void;
}

export const SIGNED_UP_AND_IN_MESSAGE = "Account created and signed in successfully!";

/** Spec §4: after creating the account the dialog tries to sign in with it straight away. */
export function SignUpForm({
  defaults,
  contact,
  onCreated,
  onSignedIn,
  onAccountExists,
}: SignUpFormProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { ...defaults, password: "" },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: "password" }) ?? "";
  const mutation = useMutation({
    mutationFn: async (
      values: Pick<RegisterBody, "firstName" | "lastName" | "email" | "password">,
    ) => {
      // The confirmation link brings the customer back to this form.
      const body: RegisterBody & { returnTo: "quote-request" } = {
        ...values,
        ...contact,
        returnTo: "quote-request",
      };
      await registerAccount(body);
      try {
        await signIn({ email: values.email, password: values.password, rememberMe: false });
      } catch {
        // Usually the e-mail is not confirmed yet; whatever the reason, the account exists.
        return { signedIn: false };
      }
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      return { signedIn: true };
    },
    onSuccess: ({ signedIn }, values) => {
      if (!signedIn) {
        onCreated(values.email);
        return;
      }
      toast.success(SIGNED_UP_AND_IN_MESSAGE);
      onSignedIn();
    },
    onError: (error, values) => {
      if (error instanceof ApiError && error.code === ACCOUNT_EXISTS) {
        toast.error("Account exists", { description: error.message });
        onAccountExists(values.email);
        return;
      }
      if (error instanceof ApiError) {
        for (const field of ["firstName", "lastName", "email", "password"] as const) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: "server", message });
        }
      }
      toast.error("Sign Up Error", { description: dialogErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="dialog-first-name" label="First name" error={errors.firstName?.message}>
          {(aria) => <Input {...form.register("firstName")} {...aria} autoComplete="given-name" />}
        </FormField>
        <FormField id="dialog-last-name" label="Last name" error={errors.lastName?.message}>
          {(aria) => <Input {...form.register("lastName")} {...aria} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField id="dialog-email" label="Email" error={errors.email?.message}>
        {(aria) => (
          <Input {...form.register("email")} {...aria} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField id="dialog-password" label="Password" error={errors.password?.message}>
        {({ id, ...aria }) => (
          <PasswordInput
            {...form.register("password")}
            {...aria}
            id={id}
            autoComplete="new-password"
            aria-describedby={[aria["aria-describedby"], "dialog-password-rules"]
              .filter(Boolean)
              .join(" ")}
          />
        )}
      </FormField>
      <ul id="dialog-password-rules" className="grid gap-1 text-sm sm:grid-cols-2">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          const Icon = met ? Check : X;
          return (
            <li key={rule.id} className={met ? "text-emerald-800" : "text-slate-600"}>
              <Icon className="mr-1 inline size-4 align-text-bottom" aria-hidden="true" />
              {rule.label}
              <span className="sr-only">{met ? " (done)" : " (not yet)"}</span>
            </li>
          );
        })}
      </ul>
      <Button
        type="submit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
