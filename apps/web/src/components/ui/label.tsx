import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

/**
 * A form label. As Radix's Label did: a double click on its text does not select it (a double
 * click on a control inside it is left alone).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers give htmlFor or wrap the control
    <label
      className={cx(
        "text-sm font-medium text-slate-900 peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
