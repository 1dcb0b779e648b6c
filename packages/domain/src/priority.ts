import type { BadgeTone } from "./badge-tone.ts";
import { includesEmergency } from "./services.ts";

export const PRIORITIES = ["High", "Medium", "Low"] as const;
export type Priority = (typeof PRIORITIES)[number];

const HOUR_MS = 60 * 60 * 1000;
export const HIGH_PRIORITY_AFTER_HOURS = 4;
export const MEDIUM_PRIORITY_AFTER_HOURS = 2;

export interface PrioritySubject {
  readonly createdAt: Date;
  /** The chosen services' ids. */
  readonly services: readonly string[] | null | undefined;
}

/** High after more than 4 hours or for an emergency; Medium after more than 2 hours; else Low. */
export function priorityOf(request: PrioritySubject, now: Date): Priority {
  const ageMs = now.getTime() - request.createdAt.getTime();
  if (ageMs > HIGH_PRIORITY_AFTER_HOURS * HOUR_MS || includesEmergency(request.services))
    return "High";
  if (ageMs > MEDIUM_PRIORITY_AFTER_HOURS * HOUR_MS) return "Medium";
  return "Low";
}

export const PRIORITY_TONES: Readonly<Record<Priority, BadgeTone>> = {
  High: "danger",
  Medium: "warning",
  Low: "success",
};

/** The statuses in which a request still waits for staff to quote it. */
const AWAITING_QUOTE: ReadonlySet<string> = new Set([
  "pending",
  "processing",
  "in_progress",
  "in_review",
]);

/**
 * Overdue: still waiting for a quote after System Settings' maximum quote response time
 * (in whole hours; 24 as installed). The Admin Dashboard highlights these.
 */
export function isResponseOverdue(
  request: { readonly status: string; readonly createdAt: Date },
  now: Date,
  maxQuoteResponseHours: number,
): boolean {
  if (!AWAITING_QUOTE.has(request.status)) return false;
  return now.getTime() - request.createdAt.getTime() >= maxQuoteResponseHours * HOUR_MS;
}
