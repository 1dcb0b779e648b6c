import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cx(
        "block h-10 w-full rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 sm:text-sm",
        "placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600",
        "disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500",
        "aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700",
        className,
      )}
      {...props}
    />
  );
}
