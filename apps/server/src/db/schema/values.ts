// The closed value sets the database enforces with CHECK constraints. Lists the
// domain package defines come from it; the rest exist only in storage so far.
// keep in sync with @automobi/domain: a value added there needs a migration here.
export {
  ADMIN_MESSAGE_KINDS,
  APPOINTMENT_STATUSES,
  BUDGET_RANGES,
  NOTIFICATION_KINDS,
  OUTBOX_STATUSES,
  PARTS_PREFERENCES,
  PAYMENT_STATUSES,
  QUOTE_STATUSES,
  REQUEST_STATUSES,
  ROLES as USER_ROLES,
  SCHEDULER_SERVICE_IDS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TIMEFRAMES,
  TRAVEL_DISTANCES,
} from "@automobi/domain";

export const PHOTO_CONTENT_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** What opened a support ticket. */
export const TICKET_SOURCES = ["reply", "rejection_feedback", "contact"] as const;

/** Scheduler slots are hourly from 09:00 to 17:00. */
export const FIRST_APPOINTMENT_HOUR = 9;
export const LAST_APPOINTMENT_HOUR = 17;

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;

export const REWARD_REASONS = ["payment", "redemption", "adjustment"] as const;

export const SETTING_KEYS = [
  "platform_name",
  "payment_fee_pence",
  "reward_points_per_payment",
  "max_quote_response_hours",
] as const;

/** Every e-mail the outbox can hold: the spec's six types and the product's own. */
export const EMAIL_TEMPLATES = [
  "quote-submitted",
  "admin-reply",
  "quote-decision",
  "welcome",
  "payment-success",
  "password-reset",
  "email-confirmation",
  "email-change",
  "staff-new-request",
  "staff-quote-rejected",
  "staff-customer-reply",
  "support-response",
  "appointment-confirmation",
] as const;
