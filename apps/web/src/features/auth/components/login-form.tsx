import { type LoginBody, loginSchema } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { Link } from "react-router";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { paths } from "@/lib/paths";

interface LoginFormProps {
  onSubmit: (values: LoginBody) => void;
  pending: boolean;
}

/** Email, password (show/hide) and Remember me; the field messages come from loginSchema. */
export function LoginForm({ onSubmit, pending }: LoginFormProps) {
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: false },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input {...control} {...form.register("email")} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register("password")}
            autoComplete="current-password"
          />
        )}
      </FormField>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Controller
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="remember-me"
                ref={field.ref}
                name={field.name}
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
              <Label htmlFor="remember-me">Remember me</Label>
            </div>
          )}
        />
        <Link
          to={paths.forgotPassword}
          className="rounded-sm text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>

      <Button type="submit" size="lg" disabled={pending}>
        {pending ? "Signing in..." : "Sign In"}
      </Button>

      <p className="text-center text-sm text-slate-700">
        Don't have an account?{" "}
        <Link
          to={paths.register}
          className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          Register
        </Link>
      </p>
    </form>
  );
}
