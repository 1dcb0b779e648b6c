// The closed value sets the database enforces with CHECK constraints. Lists the
// domain package defines come from it; the rest exist only in storage so far.
// keep in sync with @automobi/domain: a value added there needs a migration here.

export {
  APPOINTMENT_STATUSES,
  BUDGET_RANGES,
  FIRST_APPOINTMENT_HOUR,
  LAST_APPOINTMENT_HOUR,
  MAX_PHOTO_BYTES,
  NOTIFICATION_KINDS,
  OPEN_REQUEST_STATUSES,
  OUTBOX_STATUSES,
  PARTS_PREFERENCES,
  PAYMENT_STATUSES,
  PHOTO_CONTENT_TYPES,
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  REQUEST_STATUSES,
  REWARD_REASONS,
  ROLES as USER_ROLES,
  SCHEDULER_SERVICE_IDS,
  TICKET_MESSAGE_KINDS,
  TICKET_PRIORITIES,
  TICKET_SOURCES,
  TICKET_STATUSES,
  TIMEFRAMES,
  TRAVEL_DISTANCES,
} from "@automobi/domain";
export { ADMIN_MESSAGE_KINDS } from "@automobi/domain/schemas";

export const PAYMENT_PROVIDERS = ["stripe", "test"] as const;

export const SETTING_KEYS = [
  "platform_name",
  "payment_fee_pence",
  "reward_points_per_payment",
  "max_quote_response_hours",
  "vat_rate_percent",
  "vat_number",
  "deleted_request_retention_days",
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
  "email-changed",
  "staff-new-request",
  "staff-quote-rejected",
  "staff-customer-reply",
  "support-response",
  "appointment-confirmation",
  "mot-reminder",
  "appointment-cancellation",
  "garage-invitation",
  "garage-quote-accepted",
  "garage-job-paid",
  "garage-nearby-digest",
  "service-reminder",
  "review-invitation",
  "data-export",
] as const;

/** MOT reminders go this many days before the due date (features/reminders). */
export const MOT_REMINDER_THRESHOLDS = [30, 7] as const;
