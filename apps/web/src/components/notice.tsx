import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cx } from "@/lib/class-names";

const tones = {
  success: { icon: CircleCheck, className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  error: { icon: CircleAlert, className: "border-red-300 bg-red-50 text-red-900" },
  info: { icon: Info, className: "border-brand-200 bg-brand-50 text-brand-900" },
} as const;

interface NoticeProps {
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A message in the page. Errors are alerts (announced at once), the others polite statuses.
 */
export function Notice({ tone, title, children, className }: NoticeProps) {
  const { icon: Icon, className: toneClassName } = tones[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={cx("flex gap-3 rounded-lg border p-4 text-sm", toneClassName, className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="font-semibold">{title}</p>
        {children}
      </div>
    </div>
  );
}
