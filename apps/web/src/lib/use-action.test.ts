import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAction } from "./use-action";

/** A request the test answers when it chooses. */
function controlledRequest<TInput, TResult>() {
  const calls: {
    input: TInput;
    resolve: (value: TResult) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const run = (input: TInput) =>
    new Promise<TResult>((resolve, reject) => {
      calls.push({ input, resolve, reject });
    });
  return { run, calls };
}

describe("useAction", () => {
  it("is pending while the request runs and succeeds with it", async () => {
    const { run, calls } = controlledRequest<string, string>();
    const { result } = renderHook(() => useAction(run));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, isError: false });

    act(() => result.current.mutate("AB12 CDE"));
    expect(result.current.isPending).toBe(true);
    expect(calls[0]?.input).toBe("AB12 CDE");

    await act(async () => calls[0]?.resolve("Ford Focus"));
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: true,
      isError: false,
      error: null,
    });
  });

  it("holds the failure without rejecting, and clears it on the next call", async () => {
    const { run, calls } = controlledRequest<string, string>();
    const { result } = renderHook(() => useAction(run));
    const failure = new TypeError("Failed to fetch");

    act(() => result.current.mutate("first"));
    await act(async () => calls[0]?.reject(failure));
    expect(result.current).toMatchObject({ isError: true, isPending: false, error: failure });

    act(() => result.current.mutate("second"));
    expect(result.current).toMatchObject({ isError: false, isPending: true, error: null });
  });

  it("calls the hook's callbacks, then the call's, with the result and the input", async () => {
    const { run, calls } = controlledRequest<string, number>();
    const order: string[] = [];
    const { result } = renderHook(() =>
      useAction(run, {
        onMutate: (input) => order.push(`hook mutate ${input}`),
        onSuccess: (value, input) => {
          order.push(`hook success ${value} ${input}`);
        },
        onError: (_error, input) => {
          order.push(`hook error ${input}`);
        },
      }),
    );

    act(() =>
      result.current.mutate("a", {
        onSuccess: (value, input) => {
          order.push(`call success ${value} ${input}`);
        },
      }),
    );
    expect(order).toEqual(["hook mutate a"]);
    await act(async () => calls[0]?.resolve(1));

    act(() =>
      result.current.mutate("b", {
        onError: (_error, input) => {
          order.push(`call error ${input}`);
        },
      }),
    );
    await act(async () => calls[1]?.reject(new Error("refused")));

    expect(order).toEqual([
      "hook mutate a",
      "hook success 1 a",
      "call success 1 a",
      "hook mutate b",
      "hook error b",
      "call error b",
    ]);
  });

  it("treats a hook's onSuccess that throws as the call failing", async () => {
    const failure = new Error("cannot save");
    const { result } = renderHook(() =>
      useAction(async (input: string) => input, {
        onSuccess: () => {
          throw failure;
        },
      }),
    );

    act(() => result.current.mutate("x"));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(failure);
  });

  it("shows the latest call's state, whatever an earlier call's answer", async () => {
    const { run, calls } = controlledRequest<string, string>();
    const { result } = renderHook(() => useAction(run));

    act(() => result.current.mutate("first"));
    act(() => result.current.mutate("second"));
    await act(async () => calls[1]?.resolve("second done"));
    await act(async () => calls[0]?.reject(new Error("first failed late")));

    expect(result.current).toMatchObject({ isSuccess: true, isError: false, error: null });
  });

  it("calls the hook's callbacks as last drawn, not as when the call started", async () => {
    const { run, calls } = controlledRequest<string, string>();
    const seen: string[] = [];
    const { result, rerender } = renderHook(
      ({ step }: { step: string }) =>
        useAction(run, {
          onSuccess: (value) => {
            seen.push(`${step}: ${value}`);
          },
        }),
      { initialProps: { step: "drawn first" } },
    );

    act(() => result.current.mutate("x"));
    rerender({ step: "drawn again" });
    await act(async () => calls[0]?.resolve("done"));

    expect(seen).toEqual(["drawn again: done"]);
  });

  it("gives the same mutate function on every render", () => {
    const { result, rerender } = renderHook(() => useAction(async (input: number) => input));
    const { mutate } = result.current;
    rerender();
    expect(result.current.mutate).toBe(mutate);
  });
});
