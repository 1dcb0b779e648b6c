import { describe, expect, it } from "vitest";
import { REQUEST_STATUSES, type RequestStatus } from "./statuses.ts";
import {
  availableRequestActions,
  canPayServiceFee,
  canTransition,
  canTransitionQuote,
  customerQuoteActions,
  nextRequestStatus,
  QUOTE_TRANSITIONS,
  restoredStatus,
} from "./transitions.ts";

describe("admin request transitions", () => {
  it("start review only on a pending request", () => {
    expect(nextRequestStatus("admin", "start-review", "pending")).toBe("in_progress");
    expect(nextRequestStatus("admin", "start-review", "quoted")).toBeNull();
  });

  it("mark complete from in progress, quoted or accepted only", () => {
    const from = REQUEST_STATUSES.filter((s) => canTransition("admin", s, "completed"));
    expect(from).toEqual(["in_progress", "quoted", "accepted"]);
  });

  it("mark a pending request as quoted", () => {
    expect(canTransition("admin", "pending", "quoted")).toBe(true);
    expect(canTransition("admin", "in_review", "quoted")).toBe(false);
  });

  it("soft delete any request not already deleted", () => {
    const from = REQUEST_STATUSES.filter((s) => canTransition("admin", s, "deleted"));
    expect(from).toEqual(REQUEST_STATUSES.filter((s) => s !== "deleted"));
  });

  it("restore a deleted request to pending, and nothing else to pending", () => {
    expect(canTransition("admin", "deleted", "pending")).toBe(true);
    const from = REQUEST_STATUSES.filter((s) => canTransition("admin", s, "pending"));
    expect(from).toEqual(["deleted"]);
  });

  it("offers the buttons the dashboard shows for a status", () => {
    const labelsFor = (status: RequestStatus) =>
      availableRequestActions("admin", status).map((t) => t.label);
    expect(labelsFor("pending")).toEqual(["Start Review", "Mark as Quoted", "Delete"]);
    expect(labelsFor("accepted")).toEqual(["Mark Complete", "Delete"]);
    expect(labelsFor("deleted")).toEqual(["Restore"]);
  });

  it("never lets an admin accept or reject on the customer's behalf", () => {
    expect(canTransition("admin", "quoted", "accepted")).toBe(false);
    expect(canTransition("admin", "quoted", "in_review")).toBe(false);
  });
});

describe("system request transitions", () => {
  it("move a request to quoted when a quote is created", () => {
    expect(nextRequestStatus("system", "quote-created", "pending")).toBe("quoted");
    expect(nextRequestStatus("system", "quote-created", "in_review")).toBe("quoted");
    expect(nextRequestStatus("system", "quote-created", "accepted")).toBeNull();
    expect(nextRequestStatus("system", "quote-created", "deleted")).toBeNull();
  });

  it("move a quoted request back to pending when its last quote is deleted", () => {
    expect(nextRequestStatus("system", "last-quote-deleted", "quoted")).toBe("pending");
    expect(nextRequestStatus("system", "last-quote-deleted", "completed")).toBeNull();
  });

  it("move an accepted request back when staff delete its unpaid accepted quote", () => {
    expect(nextRequestStatus("system", "last-quote-deleted", "accepted")).toBe("pending");
    expect(nextRequestStatus("system", "accepted-quote-deleted", "accepted")).toBe("in_review");
    expect(nextRequestStatus("system", "accepted-quote-deleted", "quoted")).toBeNull();
  });
});

describe("customer request transitions", () => {
  it("accept a quote on a pending, quoted or in-review request", () => {
    const from = REQUEST_STATUSES.filter((s) => canTransition("customer", s, "accepted"));
    expect(from).toEqual(["pending", "in_review", "quoted"]);
  });

  it("reject a quote into in review, including a change of mind after accepting", () => {
    expect(canTransition("customer", "quoted", "in_review")).toBe(true);
    expect(canTransition("customer", "accepted", "in_review")).toBe(true);
    expect(canTransition("customer", "completed", "in_review")).toBe(false);
  });

  it("soft delete only a pending request", () => {
    const from = REQUEST_STATUSES.filter((s) => canTransition("customer", s, "deleted"));
    expect(from).toEqual(["pending"]);
  });

  it("never complete, restore or mark quoted", () => {
    expect(canTransition("customer", "accepted", "completed")).toBe(false);
    expect(canTransition("customer", "deleted", "pending")).toBe(false);
    expect(canTransition("customer", "pending", "quoted")).toBe(false);
  });
});

describe("quote transitions", () => {
  it("accept or reject a pending quote, and reject an accepted one", () => {
    expect(canTransitionQuote("pending", "accepted")).toBe(true);
    expect(canTransitionQuote("pending", "rejected")).toBe(true);
    expect(canTransitionQuote("accepted", "rejected")).toBe(true);
  });

  it("never reopen a rejected quote or un-accept into pending", () => {
    expect(canTransitionQuote("rejected", "accepted")).toBe(false);
    expect(canTransitionQuote("rejected", "pending")).toBe(false);
    expect(canTransitionQuote("accepted", "pending")).toBe(false);
  });

  it("label the change of mind as the spec does", () => {
    expect(QUOTE_TRANSITIONS.find((t) => t.from === "accepted")?.label).toBe(
      "Change Mind & Reject",
    );
  });
});

describe("the decision buttons on a customer's quote", () => {
  const open = { status: "quoted" as const, feePaid: false, hasAcceptedQuote: false };

  it("offers Accept and Reject Quote on a pending quote of a quoted request", () => {
    expect(customerQuoteActions(open, "pending")).toEqual({
      accept: true,
      reject: true,
      rejectLabel: "Reject Quote",
    });
  });

  it("offers only Change Mind & Reject on the accepted quote, and nothing once it is paid", () => {
    const accepted = { ...open, status: "accepted" as const, hasAcceptedQuote: true };
    expect(customerQuoteActions(accepted, "accepted")).toEqual({
      accept: false,
      reject: true,
      rejectLabel: "Change Mind & Reject",
    });
    expect(customerQuoteActions(accepted, "pending").accept).toBe(false);
    expect(customerQuoteActions({ ...accepted, feePaid: true }, "accepted").reject).toBe(false);
  });

  it("offers nothing on a rejected quote or a closed request", () => {
    expect(customerQuoteActions(open, "rejected")).toMatchObject({ accept: false, reject: false });
    for (const status of ["completed", "deleted", "in_progress"] as const) {
      expect(customerQuoteActions({ ...open, status }, "pending")).toMatchObject({
        accept: false,
        reject: false,
      });
    }
  });
});

describe("whether a quote's service fee can be paid", () => {
  it("the accepted, unpaid quote of an accepted or completed request", () => {
    const payable = REQUEST_STATUSES.filter((status) =>
      canPayServiceFee({ status, feePaid: false }, "accepted"),
    );
    expect(payable).toEqual(["accepted", "completed"]);
  });

  it("never once paid, nor a quote that is not the accepted one", () => {
    expect(canPayServiceFee({ status: "completed", feePaid: true }, "accepted")).toBe(false);
    expect(canPayServiceFee({ status: "accepted", feePaid: true }, "accepted")).toBe(false);
    for (const quoteStatus of ["pending", "rejected"] as const) {
      expect(canPayServiceFee({ status: "completed", feePaid: false }, quoteStatus)).toBe(false);
    }
  });
});

describe("where Restore puts a request", () => {
  it("back in the status it had, pending when that is unknown", () => {
    expect(restoredStatus("accepted")).toBe("accepted");
    expect(restoredStatus("completed")).toBe("completed");
    expect(restoredStatus(null)).toBe("pending");
    expect(restoredStatus("deleted")).toBe("pending");
  });
});
