import { isOneOf } from "./one-of.ts";
/** In-app notifications shown under the Notifications quick action. */
export const NOTIFICATION_KINDS = [
  "new_quote",
  "new_message",
  "payment_confirmed",
  "appointment_booked",
  "quote_withdrawn",
  "review_invitation",
  "review_hidden",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Shown when the customer has no unread notification. */
export const NO_NOTIFICATIONS_MESSAGE = "No new notifications at this time";

/** The customer dashboard's tabs in the spec's order, as `/dashboard?tab=<tab>` names them. */
export const DASHBOARD_TABS = [
  "quotes",
  "messages",
  "manage",
  "deleted",
  "rewards",
  "vehicles",
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function isDashboardTab(value: unknown): value is DashboardTab {
  return isOneOf(DASHBOARD_TABS, value);
}

/** The search parameter naming the request a dashboard link opens. */
export const DASHBOARD_REQUEST_PARAM = "request";

const TAB_OF_KIND: Readonly<Record<NotificationKind, DashboardTab>> = {
  new_quote: "quotes",
  new_message: "messages",
  payment_confirmed: "quotes",
  appointment_booked: "vehicles",
  quote_withdrawn: "quotes",
  review_invitation: "quotes",
  review_hidden: "quotes",
};

/**
 * Where a notification's View leads: the dashboard tab of its kind (or the one its stored link
 * names) and the request it is about. Worked out when shown, so notifications stored with a
 * bare `/dashboard` link open their place too; a link to another page is kept as it is.
 */
export function notificationTarget(notification: {
  kind: NotificationKind;
  link: string | null;
  quoteRequestId: string | null;
}): string {
  const [path = "", query = ""] = (notification.link ?? "/dashboard").split("?", 2);
  if (path !== "/dashboard") return notification.link ?? "/dashboard";
  const params = new URLSearchParams(query);
  if (!isDashboardTab(params.get("tab"))) params.set("tab", TAB_OF_KIND[notification.kind]);
  if (notification.quoteRequestId && !params.has(DASHBOARD_REQUEST_PARAM)) {
    params.set(DASHBOARD_REQUEST_PARAM, notification.quoteRequestId);
  }
  return `/dashboard?${params}`;
}
