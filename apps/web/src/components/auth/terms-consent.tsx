import { type RefCallback, useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { paths } from "@/lib/paths";

const linkClassName =
  "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} target="_blank" rel="noreferrer" className={linkClassName}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}

/** The required box agreeing to the terms and the privacy policy. */
export function TermsConsent({
  ref,
  checked,
  onCheckedChange,
  error,
}: {
  ref: RefCallback<HTMLElement>;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          ref={ref}
          name="acceptTerms"
          className="mt-0.5"
          checked={checked}
          onCheckedChange={(state) => onCheckedChange(state === true)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Label htmlFor={id} className="leading-snug font-normal">
          I agree to the <NewTabLink to={paths.terms}>Terms and Conditions</NewTabLink> and the{" "}
          <NewTabLink to={paths.privacy}>Privacy Policy</NewTabLink>
        </Label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
