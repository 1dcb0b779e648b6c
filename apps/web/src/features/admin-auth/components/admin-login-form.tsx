import { loginSchema } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { StaffSignInInput } from "../api/staff-sign-in";

const adminLoginSchema = loginSchema.pick({ email: true, password: true });

interface AdminLoginFormProps {
  onSubmit: (values: StaffSignInInput) => void;
  pending: boolean;
}

export function AdminLoginForm({ onSubmit, pending }: AdminLoginFormProps) {
  const form = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Admin email" error={errors.email?.message}>
        {(c) => <Input {...c} {...form.register("email")} type="email" autoComplete="username" />}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(c) => (
          <PasswordInput {...c} {...form.register("password")} autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Signing in..." : "Sign In to Admin"}
      </Button>
    </form>
  );
}
