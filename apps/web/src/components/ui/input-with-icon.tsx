import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";
import { Input } from "./input";

/** A text box with an icon at its start, as the search and postcode boxes have. */
export function InputWithIcon({
  icon: Icon,
  wrapperClassName,
  className,
  ...props
}: ComponentProps<typeof Input> & { icon: LucideIcon; wrapperClassName?: string }) {
  return (
    <div className={cx("relative", wrapperClassName)}>
      <Icon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
      />
      <Input className={cx("pl-9", className)} {...props} />
    </div>
  );
}
