import type { BadgeTone, OutboxStatus } from "@automobi/domain";

export const EMAIL_LOG_MESSAGES = {
  loadFailed: "Failed to load the e-mail log",
  resent: "E-mail queued to be sent again",
  resendFailed: "Failed to resend the e-mail",
} as const;

/** A `pending` e-mail is waiting for the worker: staff read it as Queued. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export const OUTBOX_STATUS_TONES: Record<OutboxStatus, BadgeTone> = {
  pending: "info",
  sending: "warning",
  sent: "success",
  failed: "danger",
};
