import { TWO_FACTOR_MESSAGES as M, totpSecretOf } from "@automobi/domain";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { submitCode } from "@/lib/auth/two-factor";
import { startSetup } from "@/lib/auth/two-factor-setup";
import { messageOf } from "@/lib/error-message";
import {
  type TwoFactorSetup as Setup,
  twoFactorCodeRequest,
  twoFactorPasswordRequest,
} from "@/lib/schemas";

/** The key in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Setting up two-step verification (decision 042): the password, then the key for an
 * authenticator app (as text and as an otpauth:// address) with the recovery codes, then the
 * app's first code, which turns it on.
 */
export function TwoFactorSetupForm({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  return setup ? <CodeStep setup={setup} onDone={onDone} /> : <PasswordStep onStarted={setSetup} />;
}

/** Runs a step's call, keeping what the server said (or the step's fallback) for its notice. */
function useStep() {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run = async (work: () => Promise<void>, fallback: string) => {
    setFailure(null);
    setPending(true);
    try {
      await work();
    } catch (err) {
      setFailure(messageOf(err, fallback));
    } finally {
      setPending(false);
    }
  };
  return { failure, pending, run };
}

function PasswordStep({ onStarted }: { onStarted: (setup: Setup) => void }) {
  const { failure, pending, run } = useStep();
  const form = useForm<z.input<typeof twoFactorPasswordRequest>>({
    resolver: zodResolver(twoFactorPasswordRequest),
    defaultValues: { password: "" },
  });
  const submit = form.handleSubmit(({ password }) =>
    run(async () => onStarted(await startSetup(password)), M.wrongPassword),
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      <FormField label="Current password" error={form.formState.errors.password?.message}>
        {(c) => (
          <PasswordInput {...c} {...form.register("password")} autoComplete="current-password" />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : "Continue"}
      </Button>
    </form>
  );
}

function CodeStep({ setup, onDone }: { setup: Setup; onDone: () => void }) {
  const { failure, pending, run } = useStep();
  const form = useForm<
    z.input<typeof twoFactorCodeRequest>,
    unknown,
    z.output<typeof twoFactorCodeRequest>
  >({
    resolver: zodResolver(twoFactorCodeRequest),
    defaultValues: { code: "" },
  });
  const submit = form.handleSubmit(({ code }) =>
    run(async () => {
      await submitCode(code);
      onDone();
    }, M.wrongCode),
  );
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm text-slate-800">
        <li>
          In your authenticator app, add an account with this key (time-based, 6 digits):
          <code
            data-testid="totp-secret"
            className="mt-1 block break-all rounded bg-slate-100 p-2 font-mono text-base"
          >
            {grouped(totpSecretOf(setup.totpURI))}
          </code>
          <span className="mt-1 block break-all text-slate-600">
            Or open this address on the phone: <span className="font-mono">{setup.totpURI}</span>
          </span>
        </li>
        <li>
          Keep these recovery codes somewhere safe. Each signs you in once if you lose your phone;
          they are not shown again.
          <ul
            aria-label="Recovery codes"
            className="mt-1 grid grid-cols-2 gap-1 rounded bg-slate-100 p-2 font-mono"
          >
            {setup.backupCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </li>
        <li>Enter the 6-digit code the app shows now.</li>
      </ol>
      <FormField label="Authentication code" error={form.formState.errors.code?.message}>
        {(c) => (
          <Input
            {...c}
            {...form.register("code")}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
        )}
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : "Turn On Two-Step Verification"}
      </Button>
    </form>
  );
}
