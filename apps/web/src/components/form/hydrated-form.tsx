import type { ComponentProps } from "react";
import { useHydrated } from "@/lib/hydrated";

/**
 * A form of a prerendered page (docs/decisions/019): its fields and buttons are disabled until
 * the app has hydrated the page, so nothing is typed that hydration would then clear, and the
 * browser cannot send the form itself (with a password in the address). Rendered by the app
 * without prerendered markup, it is enabled at once. The fieldset takes no box of its own
 * (`display: contents`), so the form lays out its children as before.
 */
export function HydratedForm({ children, ...props }: ComponentProps<"form">) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
