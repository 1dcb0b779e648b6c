import { describe, expect, it } from "vitest";
import { isDashboardTab, notificationTarget } from "./notifications.ts";

const REQUEST = "3f2b7c1e-8a4d-4e6f-9b0a-1c2d3e4f5a6b";

describe("where a notification's View leads", () => {
  it("opens the tab of its kind and the request it names", () => {
    expect(
      notificationTarget({ kind: "new_quote", link: "/dashboard", quoteRequestId: REQUEST }),
    ).toBe(`/dashboard?tab=quotes&request=${REQUEST}`);
    expect(
      notificationTarget({
        kind: "payment_confirmed",
        link: "/dashboard",
        quoteRequestId: REQUEST,
      }),
    ).toBe(`/dashboard?tab=quotes&request=${REQUEST}`);
    expect(
      notificationTarget({ kind: "appointment_booked", link: null, quoteRequestId: null }),
    ).toBe("/dashboard?tab=vehicles");
  });

  it("keeps the tab its stored link names", () => {
    expect(
      notificationTarget({
        kind: "new_message",
        link: "/dashboard?tab=messages",
        quoteRequestId: REQUEST,
      }),
    ).toBe(`/dashboard?tab=messages&request=${REQUEST}`);
    expect(
      notificationTarget({
        kind: "new_quote",
        link: "/dashboard?tab=nonsense",
        quoteRequestId: null,
      }),
    ).toBe("/dashboard?tab=quotes");
  });

  it("leaves a link to another page as it is", () => {
    expect(
      notificationTarget({ kind: "new_message", link: "/profile", quoteRequestId: REQUEST }),
    ).toBe("/profile");
  });
});

describe("dashboard tabs", () => {
  it("are the spec's six, by their address names", () => {
    for (const tab of ["quotes", "messages", "manage", "deleted", "rewards", "vehicles"]) {
      expect(isDashboardTab(tab)).toBe(true);
    }
    expect(isDashboardTab("settings")).toBe(false);
    expect(isDashboardTab(null)).toBe(false);
  });
});
