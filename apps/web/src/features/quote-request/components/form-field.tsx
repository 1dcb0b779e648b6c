import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { cx } from "@/lib/class-names";

/** The ids and ARIA attributes that tie a control to its label, hint and error. */
export function fieldAria(id: string, error: string | undefined, hint?: boolean) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Receives the ARIA attributes to spread on the control. */
  children: (aria: ReturnType<typeof fieldAria>) => ReactNode;
}

/** A label, the control, an optional hint and the field's error message. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div className={cx("flex flex-col gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(fieldAria(id, error, Boolean(hint)))}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} message={error} />
    </div>
  );
}

/** One titled block of the form. */
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
