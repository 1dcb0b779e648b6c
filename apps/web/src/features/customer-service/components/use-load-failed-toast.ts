import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { ADMIN_TOASTS } from "@/lib/admin/admin-toasts";
import { messageOf } from "@/lib/error-message";

/**
 * 'Error' / 'Failed to load customer service data' (or the server's refusal) when a panel of
 * the screen fails to load. One toast id for the screen, so three failing panels show one.
 */
export function useLoadFailedToast(isError: boolean, error: unknown) {
  useEffect(() => {
    if (!isError) return;
    toast.error("Error", {
      id: "customer-service-load-failed",
      description: messageOf(error, ADMIN_TOASTS.loadCustomerServiceFailed),
    });
  }, [isError, error]);
}
