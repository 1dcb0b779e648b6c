import { isStaff, TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TwoFactorSetupForm } from "@/components/auth/two-factor-setup";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSessionUser } from "@/lib/auth/session";
import { turnOff } from "@/lib/auth/two-factor-setup";
import { messageOf } from "@/lib/error-message";
import { twoFactorPasswordRequest } from "@/lib/schemas";

/**
 * Settings' two-step verification (decision 042): off by default for customers, who may turn
 * it on (the key for an authenticator app, then its first code) and off again with their
 * password. Staff always have it on.
 */
export function TwoFactorSettings() {
  const user = useSessionUser();
  const [mode, setMode] = useState<"idle" | "setup" | "off">("idle");
  if (!user) return null;
  const on = user.twoFactorEnabled === true;

  return (
    <section aria-labelledby="two-factor-heading" className="flex flex-col gap-3 border-b pb-4">
      <h3 id="two-factor-heading" className="font-semibold text-slate-900">
        Two-step verification
      </h3>
      <p className="text-sm text-slate-700">
        {on
          ? "On: signing in asks for a code from your authenticator app after your password."
          : "Off: add a code from an authenticator app to your password when you sign in."}
      </p>
      {mode === "idle" && !(on && isStaff(user.role)) && (
        <Button
          type="button"
          variant="outline"
          className="self-start"
          onClick={() => setMode(on ? "off" : "setup")}
        >
          {on ? "Turn Off Two-Step Verification" : "Set Up Two-Step Verification"}
        </Button>
      )}
      {mode === "setup" && (
        <TwoFactorSetupForm
          onDone={() => {
            toast.success(M.turnedOn);
            setMode("idle");
          }}
        />
      )}
      {mode === "off" && (
        <TurnOffForm
          onDone={() => {
            toast.success(M.turnedOff);
            setMode("idle");
          }}
        />
      )}
    </section>
  );
}

/** Turning two-step verification off asks for the password again. */
function TurnOffForm({ onDone }: { onDone: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof twoFactorPasswordRequest>>({
    resolver: zodResolver(twoFactorPasswordRequest),
    defaultValues: { password: "" },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await turnOff(password);
      onDone();
    } catch (err) {
      setFailure(messageOf(err, M.wrongPassword));
    }
  });
  const pending = form.formState.isSubmitting;

  return (
    <form noValidate className="flex flex-col gap-3" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      <FormField label="Current password" error={form.formState.errors.password?.message}>
        {(c) => (
          <PasswordInput {...c} {...form.register("password")} autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={pending} className="self-start">
        {pending ? "Turning off..." : "Turn Off"}
      </Button>
    </form>
  );
}
