import type { BadgeTone } from "@automobi/domain";
import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

const tones: Record<BadgeTone, string> = {
  neutral: "bg-slate-100 text-slate-800 ring-slate-300",
  info: "bg-brand-50 text-brand-800 ring-brand-200",
  warning: "bg-amber-50 text-amber-900 ring-amber-300",
  success: "bg-emerald-50 text-emerald-800 ring-emerald-300",
  danger: "bg-red-50 text-red-800 ring-red-300",
};

export function Badge({
  tone = "neutral",
  className,
  ...props
}: ComponentProps<"span"> & { tone?: BadgeTone }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
