import { useCallback, useRef, useState } from "react";

export interface ActionCallbacks<TInput, TResult> {
  onMutate?: (input: TInput) => void;
  onSuccess?: (result: TResult, input: TInput) => unknown;
  onError?: (error: unknown, input: TInput) => unknown;
}

export interface Action<TInput, TResult> {
  /** Runs the action; the hook's callbacks first, then this call's. Never rejects. */
  mutate: (input: TInput, callbacks?: ActionCallbacks<TInput, TResult>) => void;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

type Status = "idle" | "pending" | "success" | "error";

/**
 * A request a form or button sends (sign in, send a link, look up a plate), with its pending
 * and failed states: what the public pages used TanStack Query's useMutation for, without
 * downloading it (docs/decisions/025). The state is the latest call's.
 */
export function useAction<TInput, TResult>(
  run: (input: TInput) => Promise<TResult>,
  hookCallbacks: ActionCallbacks<TInput, TResult> = {},
): Action<TInput, TResult> {
  const [state, setState] = useState<{ status: Status; error: unknown }>({
    status: "idle",
    error: null,
  });
  const latest = useRef({ run, hookCallbacks });
  latest.current = { run, hookCallbacks };
  const calls = useRef(0);

  const mutate = useCallback((input: TInput, callbacks: ActionCallbacks<TInput, TResult> = {}) => {
    const call = ++calls.current;
    const { run: current, hookCallbacks: own } = latest.current;
    own.onMutate?.(input);
    setState({ status: "pending", error: null });
    void (async () => {
      let result: TResult;
      // The hook's callbacks as last drawn, not as when the call started: they may read state
      // that changed meanwhile (the quote form becomes react-hook-form's, decision 031).
      try {
        result = await current(input);
        await latest.current.hookCallbacks.onSuccess?.(result, input);
      } catch (error) {
        await latest.current.hookCallbacks.onError?.(error, input);
        if (call === calls.current) setState({ status: "error", error });
        await callbacks.onError?.(error, input);
        return;
      }
      if (call === calls.current) setState({ status: "success", error: null });
      await callbacks.onSuccess?.(result, input);
    })();
  }, []);

  return {
    mutate,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    isError: state.status === "error",
    error: state.error,
  };
}
