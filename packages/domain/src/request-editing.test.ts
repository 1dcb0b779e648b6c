import { describe, expect, it } from "vitest";
import {
  canCustomerDelete,
  canCustomerEdit,
  DELETE_REFUSALS,
  deleteBlockReason,
  editBlockReason,
  LOCKED_EDIT_MESSAGE,
} from "./request-editing.ts";

describe("customer editing a request", () => {
  it("is allowed on an editable pending request", () => {
    expect(editBlockReason({ status: "pending", isEditable: true })).toBeNull();
    expect(canCustomerEdit({ status: "pending", isEditable: true })).toBe(true);
  });

  it("is refused once the request is no longer pending", () => {
    expect(editBlockReason({ status: "quoted", isEditable: true })).toBe(
      "This quote request cannot be edited because it's no longer pending.",
    );
    expect(editBlockReason({ status: "accepted", isEditable: false })).toBe(
      "This quote request cannot be edited because it's no longer pending.",
    );
  });

  it("is refused on a locked pending request", () => {
    expect(editBlockReason({ status: "pending", isEditable: false })).toBe(
      "This quote request is locked and cannot be edited.",
    );
    expect(canCustomerEdit({ status: "pending", isEditable: false })).toBe(false);
  });
});

describe("customer deleting a request", () => {
  it("is allowed only when pending and editable", () => {
    expect(canCustomerDelete({ status: "pending", isEditable: true })).toBe(true);
    expect(canCustomerDelete({ status: "pending", isEditable: false })).toBe(false);
    expect(canCustomerDelete({ status: "quoted", isEditable: true })).toBe(false);
  });
});

describe("why a customer's delete is refused", () => {
  it("names the status before the lock", () => {
    expect(deleteBlockReason({ status: "pending", isEditable: true })).toBeNull();
    expect(deleteBlockReason({ status: "quoted", isEditable: false })).toBe(
      DELETE_REFUSALS.notPending,
    );
    expect(deleteBlockReason({ status: "pending", isEditable: false })).toBe(
      DELETE_REFUSALS.locked,
    );
    expect(deleteBlockReason({ status: "deleted", isEditable: true })).toBe(
      DELETE_REFUSALS.alreadyDeleted,
    );
  });
});

describe("a request whose service fee is paid", () => {
  it("is never edited or deleted by the customer, even pending", () => {
    const paid = { status: "pending", isEditable: true, feePaid: true } as const;
    expect(editBlockReason(paid)).toBe(LOCKED_EDIT_MESSAGE);
    expect(deleteBlockReason(paid)).toBe(DELETE_REFUSALS.locked);
  });
});
