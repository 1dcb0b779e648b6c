import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";

/** What a field's control must carry so that its label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  label: ReactNode;
  /** The field's message, shown under it and linked with aria-describedby. */
  error?: string;
  /** Help shown under the control (a checklist, say), also linked with aria-describedby. */
  hint?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error message wired up for assistive technology. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {hint && <div id={hintId}>{hint}</div>}
    </div>
  );
}
