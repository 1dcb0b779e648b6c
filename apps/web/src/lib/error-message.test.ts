import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { hasCode, messageOf, refusalMessage } from "./error-message";

const FALLBACK = "Something went wrong. Please try again.";

describe("refusalMessage and messageOf", () => {
  it("give the server's own message when it refused the call (4xx)", () => {
    const refused = new ApiError(429, "RATE_LIMITED", "Too many attempts. Try again later.");
    expect(refusalMessage(refused)).toBe("Too many attempts. Try again later.");
    expect(messageOf(refused, FALLBACK)).toBe("Too many attempts. Try again later.");
    const invalid = new ApiError(400, "VALIDATION_FAILED", "Check the highlighted fields.");
    expect(messageOf(invalid, FALLBACK)).toBe("Check the highlighted fields.");
  });

  it("give the fallback for a server fault, a lost connection or anything else", () => {
    const failures: unknown[] = [
      new ApiError(500, "INTERNAL", "Internal details"),
      new ApiError(503, "UNAVAILABLE", "Down"),
      new TypeError("Failed to fetch"),
      "a string",
      null,
    ];
    for (const failure of failures) {
      expect(refusalMessage(failure)).toBeNull();
      expect(messageOf(failure, FALLBACK)).toBe(FALLBACK);
    }
  });
});

describe("hasCode", () => {
  it("is true only for the server's refusal with that code", () => {
    const notVerified = new ApiError(403, "EMAIL_NOT_VERIFIED", "Confirm your e-mail first.");
    expect(hasCode(notVerified, "EMAIL_NOT_VERIFIED")).toBe(true);
    expect(hasCode(notVerified, "FORBIDDEN")).toBe(false);
    expect(hasCode(new Error("EMAIL_NOT_VERIFIED"), "EMAIL_NOT_VERIFIED")).toBe(false);
  });
});
