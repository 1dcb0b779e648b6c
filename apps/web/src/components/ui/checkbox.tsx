import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

export interface CheckboxProps
  extends Omit<ComponentProps<"input">, "type" | "checked" | "defaultChecked" | "onChange"> {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * A native checkbox drawn as the design's box with a tick: the browser gives its role, state,
 * keyboard and form behaviour, and the pages do not download a checkbox library
 * (docs/decisions/025). Enter does not send the form, as in the WAI-ARIA checkbox pattern;
 * Space ticks it. `className` goes on the box's wrapper.
 */
export function Checkbox({
  className,
  checked,
  onCheckedChange,
  onKeyDown,
  ...props
}: CheckboxProps) {
  return (
    <span className={cx("relative inline-flex size-5 shrink-0", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
          onKeyDown?.(event);
        }}
        className={cx(
          "peer m-0 size-5 shrink-0 cursor-default appearance-none rounded border border-slate-500 bg-white",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
          "checked:border-brand-700 checked:bg-brand-700",
          "disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700",
        )}
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-white peer-checked:block"
        strokeWidth={3}
        aria-hidden="true"
      />
    </span>
  );
}
