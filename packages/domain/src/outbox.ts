/** Every e-mail is first stored in the outbox; a worker sends it. */
export const OUTBOX_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** The notification e-mails of the spec, by their `type`. */
export const EMAIL_TYPES = [
  "quote-submitted",
  "admin-reply",
  "quote-decision",
  "welcome",
  "payment-success",
  "password-reset",
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** Spec: 3 attempts, waiting 1000 ms times the attempt number between them. */
export const EMAIL_SEND_ATTEMPTS = 3;

export function emailRetryDelayMs(attempt: number): number {
  return 1000 * attempt;
}
