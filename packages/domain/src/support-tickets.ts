import type { BadgeTone } from "./badge-tone.ts";
import type { Option } from "./options.ts";

export const TICKET_STATUSES = ["open", "in_progress", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_OPTIONS: readonly Option<TicketStatus>[] = [
  { value: "open", label: "Open" },
  { value: "in_progress", label: "In Progress" },
  { value: "closed", label: "Closed" },
];

/** What opened a support ticket: a reply to a message, rejection feedback, or a contact. */
export const TICKET_SOURCES = ["reply", "rejection_feedback", "contact"] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];
export const TICKET_SOURCE_LABELS: Readonly<Record<TicketSource, string>> = {
  reply: "Customer reply",
  rejection_feedback: "Rejection feedback",
  contact: "Contact",
};

/**
 * A row of a ticket's thread: one of the customer's messages (the kinds that open a ticket), or
 * a staff member's response. Every message is kept, oldest first; none overwrites another.
 */
export const TICKET_MESSAGE_KINDS = ["reply", "rejection_feedback", "contact", "response"] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];
export const TICKET_MESSAGE_KIND_LABELS: Readonly<Record<TicketMessageKind, string>> = {
  ...TICKET_SOURCE_LABELS,
  response: "Staff response",
};

/** Whether staff wrote the row (a response), rather than the customer. */
export const isStaffTicketMessage = (kind: TicketMessageKind) => kind === "response";

export const TICKET_PRIORITIES = ["high", "medium", "low"] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_OPTIONS: readonly Option<TicketPriority>[] = [
  { value: "high", label: "High" },
  { value: "medium", label: "Medium" },
  { value: "low", label: "Low" },
];

/** Spec: high red, medium yellow, low green. */
export const TICKET_PRIORITY_TONES: Readonly<Record<TicketPriority, BadgeTone>> = {
  high: "danger",
  medium: "warning",
  low: "success",
};
