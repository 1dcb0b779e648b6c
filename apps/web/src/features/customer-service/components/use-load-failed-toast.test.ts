import { settledToasts } from "@test/toasts";
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { useLoadFailedToast } from "./use-load-failed-toast";

const LOAD_FAILED = "Failed to load customer service data";

describe("useLoadFailedToast", () => {
  it("shows nothing while the panel loads or has loaded", async () => {
    renderHook(() => useLoadFailedToast(false, null));
    expect(await settledToasts()).toEqual([]);
  });

  it("shows 'Error' with the screen's text when a panel fails to load", async () => {
    const { rerender } = renderHook(({ isError, error }) => useLoadFailedToast(isError, error), {
      initialProps: { isError: false, error: null as unknown },
    });
    rerender({ isError: true, error: new TypeError("Failed to fetch") });
    expect(await settledToasts()).toEqual([
      { type: "error", title: "Error", description: LOAD_FAILED },
    ]);
  });

  it("shows the server's refusal instead when it said why", async () => {
    const refused = new ApiError(403, "FORBIDDEN", "You do not have access to this area");
    renderHook(() => useLoadFailedToast(true, refused));
    expect(await settledToasts()).toEqual([
      { type: "error", title: "Error", description: "You do not have access to this area" },
    ]);
  });

  it("shows one toast when several panels of the screen fail", async () => {
    const failure = new TypeError("Failed to fetch");
    renderHook(() => {
      useLoadFailedToast(true, failure);
      useLoadFailedToast(true, failure);
      useLoadFailedToast(true, failure);
    });
    expect(await settledToasts()).toHaveLength(1);
  });
});
