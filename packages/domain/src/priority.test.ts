import { describe, expect, it } from "vitest";
import { isResponseOverdue, priorityOf } from "./priority.ts";

const now = new Date("2026-03-10T12:00:00Z");
const createdAgo = (ms: number) => new Date(now.getTime() - ms);
const HOUR = 3_600_000;

describe("priorityOf", () => {
  it("is Low for a fresh request and at exactly 2 hours", () => {
    expect(priorityOf({ createdAt: now, services: ["oil-service"] }, now)).toBe("Low");
    expect(priorityOf({ createdAt: createdAgo(2 * HOUR), services: ["oil-service"] }, now)).toBe(
      "Low",
    );
  });

  it("is Medium just after 2 hours and at exactly 4 hours", () => {
    expect(priorityOf({ createdAt: createdAgo(2 * HOUR + 1), services: ["respray"] }, now)).toBe(
      "Medium",
    );
    expect(priorityOf({ createdAt: createdAgo(4 * HOUR), services: ["respray"] }, now)).toBe(
      "Medium",
    );
  });

  it("is High just after 4 hours", () => {
    expect(priorityOf({ createdAt: createdAgo(4 * HOUR + 1), services: ["respray"] }, now)).toBe(
      "High",
    );
  });

  it("is High at once for an emergency, alone or among other services", () => {
    expect(priorityOf({ createdAt: now, services: ["emergency"] }, now)).toBe("High");
    expect(priorityOf({ createdAt: now, services: ["brake-service", "emergency"] }, now)).toBe(
      "High",
    );
  });

  it("treats a missing service type as not urgent", () => {
    expect(priorityOf({ createdAt: now, services: null }, now)).toBe("Low");
  });
});

describe("isResponseOverdue", () => {
  it("is overdue from the maximum response time on, while the request waits for a quote", () => {
    const waiting = (hours: number, status = "pending") => ({
      status,
      createdAt: createdAgo(hours * HOUR),
    });
    expect(isResponseOverdue(waiting(23.99), now, 24)).toBe(false);
    expect(isResponseOverdue(waiting(24), now, 24)).toBe(true);
    expect(isResponseOverdue(waiting(7, "in_progress"), now, 6)).toBe(true);
    expect(isResponseOverdue(waiting(7, "in_review"), now, 6)).toBe(true);
  });

  it("is never overdue once quoted, accepted or completed", () => {
    for (const status of ["quoted", "accepted", "completed", "deleted"]) {
      expect(isResponseOverdue({ status, createdAt: createdAgo(100 * HOUR) }, now, 24)).toBe(false);
    }
  });
});
