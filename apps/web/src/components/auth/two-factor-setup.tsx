import {
  TWO_FACTOR_MESSAGES as M,
  type TwoFactorSetup as Setup,
  totpCodeField,
  totpSecretOf,
} from "@automobi/domain";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/form/form-field";
import { PasswordInput } from "@/components/form/password-input";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { startSetup, submitCode } from "@/lib/auth/two-factor";
import { messageOf } from "@/lib/error-message";

/** The key in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, "$1 ").trim();

/**
 * Setting up two-step verification (decision 042): the password, then the key for an
 * authenticator app (as text and as an otpauth:// address) with the recovery codes, then the
 * app's first code, which turns it on.
 */
export function TwoFactorSetupForm({ onDone }: { onDone: () => void }) {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!setup) {
      if (!value) return setError(M.passwordRequired);
      setError(undefined);
      return run(async () => {
        setSetup(await startSetup(value));
        setValue("");
      }, M.wrongPassword);
    }
    const code = totpCodeField.safeParse(value);
    if (!code.success) return setError(M.codeRequired);
    setError(undefined);
    return run(async () => {
      await submitCode(code.data);
      onDone();
    }, M.wrongCode);
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
      {failure && <Notice tone="error" title={failure} />}
      {setup ? (
        <>
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
                Or open this address on the phone:{" "}
                <span className="font-mono">{setup.totpURI}</span>
              </span>
            </li>
            <li>
              Keep these recovery codes somewhere safe. Each signs you in once if you lose your
              phone; they are not shown again.
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
          <FormField label="Authentication code" error={error}>
            {(c) => (
              <Input
                {...c}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            )}
          </FormField>
          <Button type="submit" disabled={pending}>
            {pending ? "Checking..." : "Turn On Two-Step Verification"}
          </Button>
        </>
      ) : (
        <>
          <FormField label="Current password" error={error}>
            {(c) => (
              <PasswordInput
                {...c}
                value={value}
                onChange={(e) => setValue(e.target.value)}
                autoComplete="current-password"
              />
            )}
          </FormField>
          <Button type="submit" disabled={pending}>
            {pending ? "Checking..." : "Continue"}
          </Button>
        </>
      )}
    </form>
  );
}
