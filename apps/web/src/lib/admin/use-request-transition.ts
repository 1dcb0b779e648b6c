import { toast } from "@/components/ui/toast";
import { messageOf } from "@/lib/error-message";
import type { AdminRequestAction } from "@/lib/schemas";
import { useRequestAction } from "./requests";

/**
 * A status action on one request with the admin screens' toasts: the success text, or 'Error'
 * with the server's message (a 409 says why) or the screen's fallback.
 */
export function useRequestTransition(id: string) {
  const action = useRequestAction();
  const run = (name: AdminRequestAction, success: string, failure: string) =>
    action.mutate(
      { id, action: name },
      {
        onSuccess: () => toast.success(success),
        onError: (error) => toast.error("Error", { description: messageOf(error, failure) }),
      },
    );
  return { run, isPending: action.isPending };
}
