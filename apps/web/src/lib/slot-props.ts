import { Children, cloneElement, isValidElement, type ReactNode } from "react";
import { cx } from "@/lib/class-names";

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
 * `asChild`: a component's props on its single child, as Radix's Slot merges them (the child's
 * props win, but class names are joined, styles merged, and both handlers and refs run, the
 * child's handler first). Here rather than Slot itself, so that the header of every page does
 * not download it.
 */
export function withSlotProps(children: ReactNode, slotProps: Props) {
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
