import { Children, type ComponentProps, cloneElement, isValidElement, type ReactNode } from "react";
import { cx } from "@/lib/class-names";

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

type Props = Record<string, unknown>;

function composeRefs(...refs: unknown[]) {
  return (node: unknown) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref && typeof ref === "object") (ref as { current: unknown }).current = node;
    }
  };
}

/**
 * `asChild`: the button's props on its single child, as Radix's Slot merges them (the child's
 * props win, but class names are joined, styles merged, and both handlers and refs run). Here
 * rather than Slot itself, so that the header of every page does not download it.
 */
function withButtonProps(children: ReactNode, slotProps: Props) {
  const child = Children.only(children);
  if (!isValidElement<Props>(child)) return null;
  const merged: Props = { ...slotProps, ...child.props };
  for (const [key, slotValue] of Object.entries(slotProps)) {
    const childValue = child.props[key];
    if (slotValue === undefined || childValue === undefined) continue;
    if (key === "className") merged[key] = cx(slotValue as string, childValue as string);
    else if (key === "style") merged[key] = { ...(slotValue as object), ...(childValue as object) };
    else if (key === "ref") merged[key] = composeRefs(slotValue, childValue);
    else if (/^on[A-Z]/.test(key) && typeof slotValue === "function") {
      const handlers = [childValue, slotValue] as ((...args: unknown[]) => void)[];
      merged[key] = (...args: unknown[]) => {
        for (const handler of handlers) handler(...args);
      };
    }
  }
  return cloneElement(child, merged);
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
  if (asChild) return withButtonProps(children, { ...props, type, className: classNames });
  return (
    <button type={type ?? "button"} className={classNames} {...props}>
      {children}
    </button>
  );
}
