import { type ReactNode, useId } from "react";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";

/** What a field's control must carry so that its label, hint and error are announced. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required"?: true;
}

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export function fieldAria(
  id: string,
  error: string | undefined,
  hint?: boolean,
  required?: boolean,
): FieldControlProps {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...(required ? { "aria-required": true as const } : {}),
  };
}

/**
 * A field's label, with the required marker beside it (outside the label, so the field's
 * name stays "Budget"; assistive technology hears "required" from aria-required instead).
 */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  if (!required) return <Label htmlFor={htmlFor}>{children}</Label>;
  return (
    <div className="flex items-baseline gap-1">
      <Label htmlFor={htmlFor}>{children}</Label>
      <span aria-hidden="true" className="text-sm font-semibold text-red-700">
        *
      </span>
    </div>
  );
}

/** A field's message, with the id that `fieldAria` points at. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface FormFieldProps {
  /** The control's id; a generated one when the form does not need to focus it by name. */
  id?: string;
  label: ReactNode;
  /** The field's message, shown under it and linked with aria-describedby. */
  error?: string;
  /** Help shown under the control (a checklist, say), also linked with aria-describedby. */
  hint?: ReactNode;
  /** Marked with * beside the label and aria-required on the control. */
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control with its hint and error message wired up for assistive technology. */
export function FormField({
  id,
  label,
  error,
  hint,
  required,
  className,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      {children(fieldAria(controlId, error, Boolean(hint), required))}
      <FieldError id={controlId} message={error} />
      {hint &&
        (typeof hint === "string" ? (
          <p id={`${controlId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        ) : (
          <div id={`${controlId}-hint`}>{hint}</div>
        ))}
    </div>
  );
}

/** One titled block of a long form. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  );
}
