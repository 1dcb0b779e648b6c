import { describe, expect, it } from "vitest";
import {
  averageStars,
  REVIEW_EDIT_DAYS,
  REVIEW_MESSAGES,
  reviewChangeRefusal,
  reviewEditableUntil,
  reviewRefusal,
  reviewSummaryText,
} from "./reviews.ts";

describe("a garage's stars", () => {
  it("averages to one decimal, and is nothing without a review", () => {
    expect(averageStars(0, 0)).toBeNull();
    expect(averageStars(5, 1)).toBe(5);
    expect(averageStars(14, 3)).toBe(4.7);
    expect(averageStars(106, 23)).toBe(4.6);
  });

  it("reads as the quote card shows it", () => {
    expect(reviewSummaryText(106, 23)).toBe("★ 4.6 · 23 verified reviews");
    expect(reviewSummaryText(5, 1)).toBe("★ 5.0 · 1 verified review");
    expect(reviewSummaryText(4_500, 1_000)).toBe("★ 4.5 · 1,000 verified reviews");
    expect(reviewSummaryText(0, 0)).toBeNull();
  });

  it("can be changed for 30 days", () => {
    expect(REVIEW_EDIT_DAYS).toBe(30);
    expect(reviewEditableUntil(new Date("2026-03-01T10:00:00Z")).toISOString()).toBe(
      "2026-03-31T10:00:00.000Z",
    );
  });
});

describe("who may review, and change a review", () => {
  it("refuses an unpaid request first, then one not completed", () => {
    expect(reviewRefusal({ feePaid: false, status: "accepted" })).toBe(REVIEW_MESSAGES.notPaid);
    expect(reviewRefusal({ feePaid: false, status: "completed" })).toBe(REVIEW_MESSAGES.notPaid);
    expect(reviewRefusal({ feePaid: true, status: "accepted" })).toBe(REVIEW_MESSAGES.notCompleted);
    expect(reviewRefusal({ feePaid: true, status: "completed" })).toBeNull();
  });

  it("fixes a review once hidden, or 30 days after it was written", () => {
    const createdAt = new Date("2026-03-01T10:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    expect(
      reviewChangeRefusal({ hidden: false, createdAt }, new Date(createdAt.getTime() + 29 * day)),
    ).toBeNull();
    expect(
      reviewChangeRefusal({ hidden: false, createdAt }, new Date(createdAt.getTime() + 30 * day)),
    ).toBe(REVIEW_MESSAGES.editClosed);
    expect(reviewChangeRefusal({ hidden: true, createdAt }, createdAt)).toBe(
      REVIEW_MESSAGES.hidden,
    );
  });
});
