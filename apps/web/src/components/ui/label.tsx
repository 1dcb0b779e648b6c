import { Label as LabelPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";

export function Label({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  return (
    <LabelPrimitive.Root
      className={cx(
        "text-sm font-medium text-slate-900 peer-disabled:cursor-not-allowed peer-disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
}
