import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useCursorPages } from "./cursor-pages";

describe("useCursorPages", () => {
  it("starts on page 1 with no cursor", () => {
    const { result } = renderHook(() => useCursorPages());
    expect(result.current.page).toBe(1);
    expect(result.current.cursor).toBeUndefined();
  });

  it("goes forward with the server's cursor and back through the cursors it came by", () => {
    const { result } = renderHook(() => useCursorPages());

    act(() => result.current.next("after-20"));
    act(() => result.current.next("after-40"));
    expect(result.current).toMatchObject({ page: 3, cursor: "after-40" });

    act(() => result.current.previous());
    expect(result.current).toMatchObject({ page: 2, cursor: "after-20" });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ page: 1, cursor: undefined });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ page: 1, cursor: undefined });
  });

  it("goes back to page 1 on reset", () => {
    const { result } = renderHook(() => useCursorPages());
    act(() => result.current.next("after-20"));
    act(() => result.current.next("after-40"));

    act(() => result.current.reset());
    expect(result.current).toMatchObject({ page: 1, cursor: undefined });
  });

  it("gives the same functions on every render, so effects may depend on them", () => {
    const { result } = renderHook(() => useCursorPages());
    const { next, previous, reset } = result.current;

    act(() => result.current.next("after-20"));
    act(() => result.current.reset());
    act(() => result.current.reset());

    expect(result.current.next).toBe(next);
    expect(result.current.previous).toBe(previous);
    expect(result.current.reset).toBe(reset);
  });

  it("does not draw again when reset finds it on page 1 already", () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCursorPages();
    });
    const before = renders;
    act(() => result.current.reset());
    act(() => result.current.previous());
    expect(renders).toBe(before);
  });
});
