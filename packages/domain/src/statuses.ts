import type { BadgeTone } from "./badge-tone.ts";
import { isOneOf } from "./one-of.ts";

/** Stored statuses of a quote request (the database CHECKs exactly these). */
export const REQUEST_STATUSES = [
  "pending",
  "processing",
  "in_progress",
  "in_review",
  "quoted",
  "accepted",
  "completed",
  "deleted",
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * What a badge can show for a request: a stored status, or one derived for
 * display — 'has_rejections' (admin: a quote was rejected or a rejection
 * message exists) and 'rejected' (customer: the request's quote was rejected).
 */
export type RequestDisplayStatus = RequestStatus | "has_rejections" | "rejected";

export type StatusAudience = "customer" | "admin";

const REQUEST_LABELS: Readonly<Record<RequestDisplayStatus, string>> = {
  pending: "Pending",
  processing: "Processing",
  in_progress: "In Progress",
  in_review: "In Review",
  quoted: "Quoted",
  accepted: "Accepted",
  completed: "Completed",
  deleted: "Deleted",
  has_rejections: "Has Rejections",
  rejected: "Rejected",
};

const REQUEST_TONES: Readonly<Record<RequestDisplayStatus, BadgeTone>> = {
  pending: "warning",
  processing: "info",
  in_progress: "info",
  in_review: "warning",
  quoted: "info",
  accepted: "success",
  completed: "success",
  deleted: "neutral",
  has_rejections: "danger",
  rejected: "danger",
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return isOneOf(REQUEST_STATUSES, value);
}

/** Badge text; admins see a pending request as 'Outstanding'. Unknown values are shown as stored. */
export function requestStatusLabel(status: string, audience: StatusAudience = "customer"): string {
  if (status === "pending" && audience === "admin") return "Outstanding";
  return REQUEST_LABELS[status as RequestDisplayStatus] ?? status;
}

export function requestStatusTone(status: string): BadgeTone {
  return REQUEST_TONES[status as RequestDisplayStatus] ?? "neutral";
}

/** Stored statuses of a garage's quote. */
/**
 * A quote's statuses: the spec's three, and `withdrawn` (issue 30): taken back while pending by
 * the garage that sent it, or by its suspension. The customer no longer sees a withdrawn quote.
 */
export const QUOTE_STATUSES = ["pending", "accepted", "rejected", "withdrawn"] as const;

/** Who entered a quote: staff in Quote Processing, or the garage itself in its portal. */
export const QUOTE_SOURCES = ["staff", "garage"] as const;
export type QuoteSource = (typeof QUOTE_SOURCES)[number];
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const QUOTE_LABELS: Readonly<Record<QuoteStatus, string>> = {
  pending: "Awaiting Response",
  accepted: "Accepted",
  rejected: "Rejected",
  withdrawn: "Withdrawn",
};

const QUOTE_TONES: Readonly<Record<QuoteStatus, BadgeTone>> = {
  pending: "warning",
  accepted: "success",
  rejected: "danger",
  withdrawn: "neutral",
};

export function isQuoteStatus(value: unknown): value is QuoteStatus {
  return isOneOf(QUOTE_STATUSES, value);
}

export function quoteStatusLabel(status: string): string {
  return QUOTE_LABELS[status as QuoteStatus] ?? status;
}

export function quoteStatusTone(status: string): BadgeTone {
  return QUOTE_TONES[status as QuoteStatus] ?? "neutral";
}

/**
 * A request a garage can still quote for: not yet accepted, completed or deleted. The list of
 * requests near a garage keeps these (its partial index has the same list).
 */
export const OPEN_REQUEST_STATUSES = [
  "pending",
  "processing",
  "in_progress",
  "in_review",
  "quoted",
] as const satisfies readonly RequestStatus[];
