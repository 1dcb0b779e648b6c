import type { ComponentProps } from "react";
import { cx } from "@/lib/class-names";
import { withSlotProps } from "@/lib/slot-props";

const variants = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900",
  secondary: "bg-brand-50 text-brand-800 hover:bg-brand-100",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  inverse: "bg-white text-brand-800 shadow-sm hover:bg-brand-50",
  destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
  link: "text-brand-700 underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-9 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClassName(variant: ButtonVariant = "primary", size: ButtonSize = "md") {
  return cx(
    "inline-flex shrink-0 items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
    "disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
    variants[variant],
    variant === "link" ? "h-auto p-0" : sizes[size],
  );
}

export function Button({
  variant,
  size,
  asChild = false,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classNames = cx(buttonClassName(variant, size), className);
  if (asChild) return withSlotProps(children, { ...props, type, className: classNames });
  return (
    <button type={type ?? "button"} className={classNames} {...props}>
      {children}
    </button>
  );
}
