import { describe, expect, it } from "vitest";
import {
  isQuoteStatus,
  isRequestStatus,
  QUOTE_STATUSES,
  quoteStatusLabel,
  quoteStatusTone,
  REQUEST_STATUSES,
  requestStatusLabel,
  requestStatusTone,
} from "./statuses.ts";

describe("request statuses", () => {
  it("are the eight stored values", () => {
    expect(REQUEST_STATUSES).toEqual([
      "pending",
      "processing",
      "in_progress",
      "in_review",
      "quoted",
      "accepted",
      "completed",
      "deleted",
    ]);
    expect(isRequestStatus("in_review")).toBe(true);
    expect(isRequestStatus("rejected")).toBe(false);
  });

  it("show pending as Pending to customers and Outstanding to admins", () => {
    expect(requestStatusLabel("pending")).toBe("Pending");
    expect(requestStatusLabel("pending", "admin")).toBe("Outstanding");
  });

  it("use the spec's badge texts", () => {
    expect(requestStatusLabel("in_review")).toBe("In Review");
    expect(requestStatusLabel("in_progress", "admin")).toBe("In Progress");
    expect(requestStatusLabel("has_rejections", "admin")).toBe("Has Rejections");
    expect(requestStatusLabel("rejected")).toBe("Rejected");
    expect(requestStatusLabel("deleted")).toBe("Deleted");
  });

  it("give a rejection a danger tone and an unknown status a neutral one", () => {
    expect(requestStatusTone("has_rejections")).toBe("danger");
    expect(requestStatusTone("accepted")).toBe("success");
    expect(requestStatusTone("mystery")).toBe("neutral");
  });
});

describe("quote statuses", () => {
  it("show a pending quote as Awaiting Response", () => {
    expect(QUOTE_STATUSES).toEqual(["pending", "accepted", "rejected", "withdrawn"]);
    expect(quoteStatusLabel("withdrawn")).toBe("Withdrawn");
    expect(quoteStatusLabel("pending")).toBe("Awaiting Response");
    expect(quoteStatusLabel("rejected")).toBe("Rejected");
    expect(quoteStatusTone("rejected")).toBe("danger");
    expect(isQuoteStatus("accepted")).toBe(true);
    expect(isQuoteStatus("quoted")).toBe(false);
  });
});
