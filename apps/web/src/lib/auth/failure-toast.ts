import { toast } from "sonner";
import { refusalMessage } from "@/lib/error-message";

/**
 * A failed sign-in or sign-up (spec 000 §8): the toast's title with the server's message
 * ('Sign In Error', 'Sign Up Error', 'Registration failed'); any other failure is the
 * screen's own catch-all on its own.
 */
export function toastAuthFailure(title: string, error: unknown, unexpected: string) {
  const message = refusalMessage(error);
  if (message) toast.error(title, { description: message });
  else toast.error(unexpected);
}
