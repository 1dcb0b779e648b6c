import { type ComponentProps, type FormEvent, useState } from "react";
import { loadValidation } from "@/lib/form-validation";
import { useHydrated } from "@/lib/hydrated";
import { FormAlert } from "./form-alert";
import { RULES_UNAVAILABLE, type SubmitOutcome } from "./public-form";

type HydratedFormProps = Omit<ComponentProps<"form">, "onSubmit"> & {
  legend: string;
  /** A public form's `handleSubmit` answers how the check ended: a message shows if it could not run. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => Promise<SubmitOutcome> | unknown;
};

/**
 * A form of a prerendered page (docs/decisions/019): its fields and buttons are disabled until
 * the app has hydrated the page, so nothing is typed that hydration would then clear, and the
 * browser cannot send the form itself (with a password in the address). Rendered by the app
 * without prerendered markup, it is enabled at once. The fieldset takes no box of its own
 * (`display: contents`), so the form lays out its children as before.
 *
 * The fieldset is named by a legend only screen readers read (`legend`, the form's name), as
 * a fieldset must be: checkers (HTML_CodeSniffer H71, H91) report one without.
 *
 * The form's rules (lib/form-validation.ts) start loading when one of its fields is first
 * focused, so they are there by the time it is checked. When they cannot be had on Submit,
 * the form says so under its fields.
 */
export function HydratedForm({ children, onFocus, onSubmit, legend, ...props }: HydratedFormProps) {
  const hydrated = useHydrated();
  const [rulesMissing, setRulesMissing] = useState(false);
  return (
    <form
      {...props}
      onFocus={(event) => {
        // A failed load is tried again when the form is checked.
        loadValidation().catch(() => {});
        onFocus?.(event);
      }}
      onSubmit={(event) => {
        const outcome = onSubmit?.(event);
        if (!(outcome instanceof Promise)) return;
        setRulesMissing(false);
        void outcome.then((ended: SubmitOutcome) => setRulesMissing(ended === "rules-unavailable"));
      }}
    >
      <fieldset disabled={!hydrated} className="contents">
        <legend className="sr-only">{legend}</legend>
        {children}
        <FormAlert failure={rulesMissing ? RULES_UNAVAILABLE : null} />
      </fieldset>
    </form>
  );
}
