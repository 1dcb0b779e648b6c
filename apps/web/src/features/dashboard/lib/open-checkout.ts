import { toast } from "@/components/ui/toast";
import { PAYMENT_TOASTS, POPUP_BLOCKED_REDIRECT_MS } from "../messages";

/** Phones and tablets, by user agent as the spec says: they pay in the same window. */
export function isMobileBrowser(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/**
 * Opens the payment page: the same window on a phone, a new tab on a desktop. When the browser
 * blocks the tab, the customer is told and the same window goes there after a second.
 */
export function openCheckout(url: string) {
  if (isMobileBrowser()) {
    window.location.assign(url);
    return;
  }
  const tab = window.open(url, "_blank");
  if (tab) return;
  toast(PAYMENT_TOASTS.popupBlocked, { description: PAYMENT_TOASTS.redirecting });
  window.setTimeout(() => window.location.assign(url), POPUP_BLOCKED_REDIRECT_MS);
}
