import { TWO_FACTOR_MESSAGES as M, totpCodeField } from "@automobi/domain";
import { type FormEvent, useState } from "react";
import { FormField } from "@/components/form/form-field";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SessionUser } from "@/lib/auth/session";
import { submitCode } from "@/lib/auth/two-factor";
import { messageOf } from "@/lib/error-message";

interface TwoFactorCodeFormProps {
  /** The code was right: the session is open. */
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password form (the code step lasts 10 minutes). */
  onCancel?: () => void;
}

/**
 * The sign-in's second step (decision 042): the 6-digit code from the authenticator app, or one
 * of the recovery codes given when it was set up.
 */
export function TwoFactorCodeForm({ onSignedIn, onCancel }: TwoFactorCodeFormProps) {
  const [kind, setKind] = useState<"app" | "recovery">("app");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = kind === "app" ? totpCodeField.safeParse(code) : null;
    if (kind === "app" && !checked?.success) return setError(M.codeRequired);
    if (kind === "recovery" && code.trim() === "") return setError(M.recoveryCodeRequired);
    setError(undefined);
    setPending(true);
    try {
      onSignedIn(await submitCode(checked?.success ? checked.data : code.trim(), kind));
    } catch (err) {
      setFailure(messageOf(err, M.wrongCode));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate className="flex flex-col gap-5" onSubmit={submit}>
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 font-semibold text-slate-900">Two-step verification</legend>
        <p className="text-sm text-slate-700">
          {kind === "app"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the recovery codes you saved when you set up two-step verification. Each works once."}
        </p>
        {failure && <Notice tone="error" title={failure} />}
        <FormField label={kind === "app" ? "Authentication code" : "Recovery code"} error={error}>
          {(c) => (
            <Input
              {...c}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              inputMode={kind === "app" ? "numeric" : "text"}
              autoFocus
            />
          )}
        </FormField>
      </fieldset>
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : "Verify"}
      </Button>
      <div className="flex flex-wrap justify-between gap-3 text-sm">
        <Button
          type="button"
          variant="link"
          className="px-0"
          onClick={() => {
            setKind(kind === "app" ? "recovery" : "app");
            setCode("");
            setError(undefined);
            setFailure(null);
          }}
        >
          {kind === "app" ? "Use a recovery code" : "Use the authenticator app"}
        </Button>
        {onCancel && (
          <Button type="button" variant="link" className="px-0" onClick={onCancel}>
            Back to sign in
          </Button>
        )}
      </div>
    </form>
  );
}
