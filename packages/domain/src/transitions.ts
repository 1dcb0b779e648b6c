import { type QuoteStatus, REQUEST_STATUSES, type RequestStatus } from "./statuses.ts";

export type Actor = "customer" | "admin" | "system";

export type RequestAction =
  | "start-review"
  | "mark-complete"
  | "mark-quoted"
  | "soft-delete"
  | "restore"
  | "quote-created"
  | "last-quote-deleted"
  | "accepted-quote-deleted"
  | "accept-quote"
  | "reject-quote";

export interface RequestTransition {
  readonly actor: Actor;
  readonly action: RequestAction;
  readonly from: readonly RequestStatus[];
  readonly to: RequestStatus;
  /** The button text where the spec gives one. */
  readonly label?: string;
}

const NOT_DELETED = REQUEST_STATUSES.filter((status) => status !== "deleted");

/**
 * Who may move a quote request from which statuses to which (spec 001 §4).
 * Permanent delete is not a transition: the row goes.
 */
export const REQUEST_TRANSITIONS: readonly RequestTransition[] = [
  {
    actor: "admin",
    action: "start-review",
    from: ["pending"],
    to: "in_progress",
    label: "Start Review",
  },
  {
    actor: "admin",
    action: "mark-complete",
    from: ["in_progress", "quoted", "accepted"],
    to: "completed",
    label: "Mark Complete",
  },
  {
    actor: "admin",
    action: "mark-quoted",
    from: ["pending"],
    to: "quoted",
    label: "Mark as Quoted",
  },
  { actor: "admin", action: "soft-delete", from: NOT_DELETED, to: "deleted", label: "Delete" },
  // Restore puts the request back in the status it had (restoredStatus); pending when unknown.
  { actor: "admin", action: "restore", from: ["deleted"], to: "pending", label: "Restore" },
  // A new quote puts the request in front of the customer again, also after a rejection.
  {
    actor: "system",
    action: "quote-created",
    from: ["pending", "processing", "in_progress", "in_review"],
    to: "quoted",
  },
  // With no quote left there is nothing to accept or pay: the request waits for a quote again.
  {
    actor: "system",
    action: "last-quote-deleted",
    from: ["quoted", "in_review", "accepted"],
    to: "pending",
  },
  // Staff deleted the (unpaid) accepted quote and others remain: as after the customer's change
  // of mind, the request is back in review and another quote can be accepted.
  { actor: "system", action: "accepted-quote-deleted", from: ["accepted"], to: "in_review" },
  // in_review: another quote may still be open after the customer rejected one.
  {
    actor: "customer",
    action: "accept-quote",
    from: ["pending", "quoted", "in_review"],
    to: "accepted",
  },
  {
    actor: "customer",
    action: "reject-quote",
    from: ["pending", "quoted", "accepted", "in_review"],
    to: "in_review",
  },
  // The customer may delete only an editable pending request; see request-editing.ts.
  { actor: "customer", action: "soft-delete", from: ["pending"], to: "deleted" },
];

/**
 * Where Restore puts a deleted request: the status it had when it was deleted, so a paid,
 * accepted request comes back accepted (and never editable); pending when that is unknown.
 */
export function restoredStatus(statusBeforeDelete: RequestStatus | null): RequestStatus {
  return statusBeforeDelete && statusBeforeDelete !== "deleted" ? statusBeforeDelete : "pending";
}

export function canTransition(actor: Actor, from: RequestStatus, to: RequestStatus): boolean {
  return REQUEST_TRANSITIONS.some((t) => t.actor === actor && t.to === to && t.from.includes(from));
}

/** The status an action leads to from `from`, or null when the actor may not take it there. */
export function nextRequestStatus(
  actor: Actor,
  action: RequestAction,
  from: RequestStatus,
): RequestStatus | null {
  const transition = REQUEST_TRANSITIONS.find(
    (t) => t.actor === actor && t.action === action && t.from.includes(from),
  );
  return transition ? transition.to : null;
}

/** The actions an actor can take on a request in `status` (for showing buttons). */
export function availableRequestActions(actor: Actor, status: RequestStatus): RequestTransition[] {
  return REQUEST_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(status));
}

export interface QuoteTransition {
  readonly action: "accept" | "reject";
  readonly from: QuoteStatus;
  readonly to: QuoteStatus;
  readonly label?: string;
}

export const CHANGE_MIND_REJECT_LABEL = "Change Mind & Reject";

/** A customer's decisions on a garage's quote. */
export const QUOTE_TRANSITIONS: readonly QuoteTransition[] = [
  { action: "accept", from: "pending", to: "accepted" },
  { action: "reject", from: "pending", to: "rejected" },
  { action: "reject", from: "accepted", to: "rejected", label: CHANGE_MIND_REJECT_LABEL },
];

export function canTransitionQuote(from: QuoteStatus, to: QuoteStatus): boolean {
  return QUOTE_TRANSITIONS.some((t) => t.from === from && t.to === to);
}

export interface CustomerQuoteActions {
  accept: boolean;
  reject: boolean;
  /** 'Change Mind & Reject' on the accepted quote, 'Reject Quote' on a pending one. */
  rejectLabel: string;
}

/**
 * The decision buttons a customer sees on one quote, by the same rules the server applies:
 * a pending quote can be accepted while the request takes decisions and none of its quotes is
 * accepted; a pending quote, or the accepted one until its fee is paid, can be rejected.
 */
export function customerQuoteActions(
  request: { status: RequestStatus; feePaid: boolean; hasAcceptedQuote: boolean },
  quoteStatus: QuoteStatus,
): CustomerQuoteActions {
  const acceptOpen = nextRequestStatus("customer", "accept-quote", request.status) !== null;
  const rejectOpen = nextRequestStatus("customer", "reject-quote", request.status) !== null;
  return {
    accept: quoteStatus === "pending" && acceptOpen && !request.hasAcceptedQuote,
    reject:
      rejectOpen && (quoteStatus === "pending" || (quoteStatus === "accepted" && !request.feePaid)),
    rejectLabel: quoteStatus === "accepted" ? CHANGE_MIND_REJECT_LABEL : "Reject Quote",
  };
}

/**
 * Request statuses in which the accepted quote's service fee can be paid. Mark Complete does
 * not take away the customer's right to unlock the garage they chose: the work may be done
 * before they pay, and the fee still unlocks the garage's details and earns the points.
 */
export const FEE_PAYABLE_REQUEST_STATUSES: readonly RequestStatus[] = ["accepted", "completed"];

/**
 * Whether a quote's service fee can be paid: an accepted quote, not yet paid for, of a request
 * that is accepted or completed. The payment card and create-payment both ask this.
 */
export function canPayServiceFee(
  request: { status: RequestStatus; feePaid: boolean },
  quoteStatus: QuoteStatus,
): boolean {
  return (
    quoteStatus === "accepted" &&
    !request.feePaid &&
    FEE_PAYABLE_REQUEST_STATUSES.includes(request.status)
  );
}
