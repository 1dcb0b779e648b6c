import { isStaff, TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { TwoFactorSetupForm } from "@/components/auth/two-factor-setup";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { useSessionUser } from "@/lib/auth/session";
import { turnOff } from "@/lib/auth/two-factor";
import { messageOf } from "@/lib/error-message";

/**
 * Settings' two-step verification (decision 042): off by default for customers, who may turn
 * it on (the key for an authenticator app, then its first code) and off again with their
 * password. Staff always have it on.
 */
export function TwoFactorSettings() {
  const user = useSessionUser();
  const [mode, setMode] = useState<"idle" | "setup" | "off">("idle");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!user) return null;
  const on = user.twoFactorEnabled === true;

  const submitOff = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(M.passwordRequired);
    setError(undefined);
    setFailure(null);
    setPending(true);
    try {
      await turnOff(password);
      toast.success(M.turnedOff);
      setMode("idle");
      setPassword("");
    } catch (err) {
      setFailure(messageOf(err, M.wrongPassword));
    } finally {
      setPending(false);
    }
  };

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
        <form noValidate className="flex flex-col gap-3" onSubmit={submitOff}>
          {failure && <Notice tone="error" title={failure} />}
          <FormField label="Current password" error={error}>
            {(c) => (
              <PasswordInput
                {...c}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <Button type="submit" variant="outline" disabled={pending} className="self-start">
            {pending ? "Turning off..." : "Turn Off"}
          </Button>
        </form>
      )}
    </section>
  );
}
