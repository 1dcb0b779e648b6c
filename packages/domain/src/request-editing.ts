import type { RequestStatus } from "./statuses.ts";
import { nextRequestStatus } from "./transitions.ts";

export const NOT_PENDING_EDIT_MESSAGE =
  "This quote request cannot be edited because it's no longer pending.";
export const LOCKED_EDIT_MESSAGE = "This quote request is locked and cannot be edited.";

export interface EditableRequest {
  readonly status: RequestStatus | string;
  readonly isEditable: boolean;
  /** A request whose service fee is paid is never editable again, whatever its status. */
  readonly feePaid?: boolean;
}

/**
 * Why the customer may not edit a request, or null when they may. A request
 * that has moved on is reported as such before the lock is mentioned.
 */
export function editBlockReason(request: EditableRequest): string | null {
  if (request.status !== "pending") return NOT_PENDING_EDIT_MESSAGE;
  if (!request.isEditable || request.feePaid) return LOCKED_EDIT_MESSAGE;
  return null;
}

export function canCustomerEdit(request: EditableRequest): boolean {
  return editBlockReason(request) === null;
}

/** Why the customer's soft delete is refused (the spec gives no text for these). */
export const DELETE_REFUSALS = {
  alreadyDeleted: "This quote request is already deleted.",
  notPending: "Only a pending quote request can be deleted.",
  locked: "This quote request is locked and cannot be deleted.",
} as const;

/**
 * Why the customer may not soft-delete a request, or null when they may: the transition table
 * must allow it from the request's status (pending only), and the request must be editable.
 */
export function deleteBlockReason(request: EditableRequest): string | null {
  if (request.status === "deleted") return DELETE_REFUSALS.alreadyDeleted;
  if (nextRequestStatus("customer", "soft-delete", request.status as RequestStatus) === null) {
    return DELETE_REFUSALS.notPending;
  }
  if (!request.isEditable || request.feePaid) return DELETE_REFUSALS.locked;
  return null;
}

/** Spec: soft delete only for pending and editable requests. */
export function canCustomerDelete(request: EditableRequest): boolean {
  return deleteBlockReason(request) === null;
}
