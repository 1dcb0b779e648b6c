import { CircleAlert } from "lucide-react";
import { cx } from "@/lib/class-names";
import type { FailureMessage } from "@/lib/error-message";

interface FormAlertProps {
  /** Nothing to say: the live region stays in the page, empty and out of the layout. */
  failure: FailureMessage | null;
  /** Lets a control point at the message with aria-describedby. */
  id?: string;
  className?: string;
}

/**
 * A form's error next to the form itself, beside the spec's toast: the toast goes away after
 * a few seconds and sits away from the form; this stays until the customer tries again. The
 * live region is always in the page (visually hidden while empty, so it takes no room in a
 * flex column's gaps), and screen readers announce a message as it appears.
 */
export function FormAlert({ failure, id, className }: FormAlertProps) {
  return (
    <div
      id={id}
      aria-live="polite"
      aria-atomic="true"
      className={failure ? cx("min-w-0", className) : "sr-only"}
    >
      {failure && (
        <div className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="min-w-0 wrap-anywhere">
            <span className="font-semibold">{failure.title}</span>
            {failure.message && <>: {failure.message}</>}
          </p>
        </div>
      )}
    </div>
  );
}
