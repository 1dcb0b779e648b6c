import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

/** A grey placeholder block shown while data loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<"span">) {
  return (
    <span
      aria-hidden="true"
      className={cx("inline-block animate-pulse rounded bg-slate-200 align-middle", className)}
      {...props}
    />
  );
}
