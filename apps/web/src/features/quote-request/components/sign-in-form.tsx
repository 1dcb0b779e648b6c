import { loginSchema } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { sessionQueryKey } from "@/lib/auth/session";
import { EMAIL_NOT_VERIFIED, signIn } from "@/lib/auth/sign-in";
import { dialogErrorMessage } from "../dialog-errors";

interface SignInFormProps {
  defaultEmail: string;
  onSignedIn: () => void;
  onNotVerified: (email: string) => void;
}

export function SignInForm({ defaultEmail, onSignedIn, onNotVerified }: SignInFormProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: "", rememberMe: false },
  });
  const { errors } = form.formState;
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success("Signed in successfully!");
      onSignedIn();
    },
    onError: (error, input) => {
      if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED)
        onNotVerified(input.email);
      toast.error("Sign In Error", { description: dialogErrorMessage(error) });
    },
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) => mutation.mutate(values))}
    >
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
            autoComplete="current-password"
          />
        )}
      </FormField>
      <Button
        type="submit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
      >
        {mutation.isPending ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
