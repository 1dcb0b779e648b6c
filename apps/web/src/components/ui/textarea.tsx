import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      rows={rows}
      className={cx(
        "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm",
        "placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
        "aria-invalid:border-red-700",
        className,
      )}
      {...props}
    />
  );
}
