/** In-app notifications shown under the Notifications quick action. */
export const NOTIFICATION_KINDS = [
  "new_quote",
  "new_message",
  "payment_confirmed",
  "appointment_booked",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Shown when the customer has no unread notification. */
export const NO_NOTIFICATIONS_MESSAGE = "No new notifications at this time";
