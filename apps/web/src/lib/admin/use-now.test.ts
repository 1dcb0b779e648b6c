import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useNow } from "./use-now";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-14T14:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useNow", () => {
  it("starts at the current time and ticks every interval", () => {
    const { result } = renderHook(() => useNow(1000));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:00.000Z");

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:00.000Z");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:01.000Z");
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:03.000Z");
  });

  it("ticks at a new interval once given one, with one timer", () => {
    const { result, rerender } = renderHook(({ interval }) => useNow(interval), {
      initialProps: { interval: 1000 },
    });
    rerender({ interval: 30_000 });
    expect(vi.getTimerCount()).toBe(1);

    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:00.000Z");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toISOString()).toBe("2026-03-14T14:00:30.000Z");
  });

  it("stops its timer when the screen goes", () => {
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
