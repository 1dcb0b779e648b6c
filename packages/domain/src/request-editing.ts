import type { RequestStatus } from "./statuses.ts";

export const NOT_PENDING_EDIT_MESSAGE =
  "This quote request cannot be edited because it's no longer pending.";
export const LOCKED_EDIT_MESSAGE = "This quote request is locked and cannot be edited.";

export interface EditableRequest {
  readonly status: RequestStatus | string;
  readonly isEditable: boolean;
}

/**
 * Why the customer may not edit a request, or null when they may. A request
 * that has moved on is reported as such before the lock is mentioned.
 */
export function editBlockReason(request: EditableRequest): string | null {
  if (request.status !== "pending") return NOT_PENDING_EDIT_MESSAGE;
  if (!request.isEditable) return LOCKED_EDIT_MESSAGE;
  return null;
}

export function canCustomerEdit(request: EditableRequest): boolean {
  return editBlockReason(request) === null;
}

/** Spec: soft delete only for pending and editable requests. */
export function canCustomerDelete(request: EditableRequest): boolean {
  return request.status === "pending" && request.isEditable;
}
