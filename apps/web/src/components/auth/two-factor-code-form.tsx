import { TWO_FACTOR_MESSAGES as M } from "@automobi/domain";
import { useState } from "react";
import { FormField } from "@/components/form/form-field";
import { RULES_UNAVAILABLE, usePublicForm } from "@/components/form/public-form";
import { Notice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { SessionUser } from "@/lib/auth/session";
import { submitCode } from "@/lib/auth/two-factor";
import { type FailureMessage, messageOf } from "@/lib/error-message";

interface TwoFactorCodeFormProps {
  /** The code was right: the session is open. */
  onSignedIn: (user: SessionUser) => void;
  /** Back to the password form (the code step lasts 10 minutes). */
  onCancel?: () => void;
}

/**
 * The sign-in's second step (decision 042): the 6-digit code from the authenticator app, or one
 * of the recovery codes given when it was set up. A public form (decision 047): the code is
 * checked with the shared schema of the kind asked for.
 */
export function TwoFactorCodeForm({ onSignedIn, onCancel }: TwoFactorCodeFormProps) {
  const [kind, setKind] = useState<"app" | "recovery">("app");
  const form = usePublicForm({
    defaultValues: { code: "" },
    schema: (rules) => (kind === "app" ? rules.twoFactorCodeRequest : rules.recoveryCodeRequest),
  });
  const [failure, setFailure] = useState<FailureMessage | null>(null);
  const [pending, setPending] = useState(false);

  const verify = async ({ code }: { code: string }) => {
    setPending(true);
    try {
      onSignedIn(await submitCode(code, kind));
    } catch (err) {
      setFailure({ title: messageOf(err, M.wrongCode) });
    } finally {
      setPending(false);
    }
  };
  const check = form.handleSubmit(verify);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        setFailure(null);
        void check(event).then((outcome) => {
          if (outcome === "rules-unavailable") setFailure(RULES_UNAVAILABLE);
        });
      }}
    >
      <fieldset className="flex flex-col gap-5">
        <legend className="mb-1 font-semibold text-slate-900">Two-step verification</legend>
        <p className="text-sm text-slate-700">
          {kind === "app"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the recovery codes you saved when you set up two-step verification. Each works once."}
        </p>
        {failure && (
          <Notice tone="error" title={failure.title}>
            {failure.message && <p>{failure.message}</p>}
          </Notice>
        )}
        <FormField
          label={kind === "app" ? "Authentication code" : "Recovery code"}
          error={form.errors.code}
        >
          {(c) => (
            <Input
              {...c}
              {...form.field("code")}
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
            form.reset();
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
