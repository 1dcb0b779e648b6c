import { prefillValues, type QuoteRequestForm } from "@automobi/domain";
import { useEffect, useRef } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { SessionUser } from "@/lib/auth/session";
import { useProfile } from "@/lib/profile";

/**
 * Once per signed-in account, fills the empty name, postcode and mobile fields from the
 * profile (or the names from the account) — never over anything already typed or restored.
 */
export function usePrefill(form: UseFormReturn<QuoteRequestForm>, user: SessionUser | null) {
  const profile = useProfile(Boolean(user));
  const doneFor = useRef<string | null>(null);
  const stopped = useRef(false);
  const settled = profile.isSuccess || profile.isError;

  useEffect(() => {
    if (!user || !settled || stopped.current || doneFor.current === user.id) return;
    doneFor.current = user.id;
    const current = form.getValues();
    const filled = prefillValues(current, profile.data, user.name);
    for (const [field, value] of Object.entries(filled)) {
      form.setValue(field as keyof typeof filled, value);
    }
  }, [form, user, settled, profile.data]);

  /** After a request is sent the cleared form stays cleared. */
  return {
    stop: () => {
      stopped.current = true;
    },
  };
}
