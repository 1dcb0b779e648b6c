import { toast } from "@/components/ui/toast";
import { type FailureMessage, refusalMessage } from "@/lib/error-message";

/**
 * A failed sign-in or sign-up (spec 000 §8): the title with the server's message
 * ('Sign In Error', 'Sign Up Error', 'Registration failed'); any other failure is the
 * screen's own catch-all on its own.
 */
export function describeAuthFailure(
  title: string,
  error: unknown,
  unexpected: string,
): FailureMessage {
  const message = refusalMessage(error);
  return message ? { title, message } : { title: unexpected };
}

/**
 * Shows the failure as the spec's toast. `id` makes a repeat (a second wrong password, say)
 * replace the toast before it instead of piling up; the caller also shows it in the form.
 */
export function toastFailure(failure: FailureMessage, id: string) {
  toast.error(failure.title, { id, description: failure.message });
}
