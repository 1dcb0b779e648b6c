import { prefillValues, type QuoteRequestForm } from "@automobi/domain";
import { useEffect, useRef } from "react";
import type { PublicForm } from "@/components/form/public-form";
import { apiFetch } from "@/lib/api-client";
import type { SessionUser } from "@/lib/auth/session";
import { apiPaths } from "@/lib/paths";
import type { Profile } from "@/lib/profile";
import type { profileView } from "@/lib/schemas";

/** The signed-in account's profile, or undefined when it cannot be had. */
async function loadProfile(signal: AbortSignal): Promise<Profile | undefined> {
  try {
    return await apiFetch<typeof profileView>(apiPaths.profile, { signal });
  } catch {
    return undefined;
  }
}

/**
 * Once per signed-in account, fills the empty name, postcode and mobile fields from the
 * profile (or the names from the account) — never over anything already typed or restored.
 * The profile is asked for here, once, rather than through the signed-in area's query cache,
 * which this public page does not load (docs/decisions/025).
 */
export function usePrefill(form: PublicForm<QuoteRequestForm>, user: SessionUser | null) {
  const doneFor = useRef<string | null>(null);
  const stopped = useRef(false);

  useEffect(() => {
    if (!user || stopped.current || doneFor.current === user.id) return;
    const controller = new AbortController();
    void loadProfile(controller.signal).then((profile) => {
      if (controller.signal.aborted || stopped.current || doneFor.current === user.id) return;
      doneFor.current = user.id;
      const current = form.getValues();
      const filled = prefillValues(current, profile, user.name);
      for (const [field, value] of Object.entries(filled)) {
        form.setValue(field as keyof typeof filled, value);
      }
    });
    return () => controller.abort();
  }, [form, user]);

  /** After a request is sent the cleared form stays cleared. */
  return {
    stop: () => {
      stopped.current = true;
    },
  };
}
