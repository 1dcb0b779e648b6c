import { useEffect, useSyncExternalStore } from "react";

/**
 * One value the public pages read from the API (the session, the public settings), held
 * outside TanStack Query so that those pages do not download it (docs/decisions/025). It
 * behaves as the query it replaces: loaded when a component first shows it, loaded again on
 * mount once stale and, when asked, when the tab is shown again; the data kept while it loads
 * again and when that fails.
 */
export interface RemoteState<T> {
  data: T | undefined;
  error: unknown;
  status: "pending" | "success" | "error";
  isFetching: boolean;
  /** When the data was last loaded or set (ms since the epoch); 0 before. */
  updatedAt: number;
}

export interface RemoteValueOptions<T> {
  load: (signal: AbortSignal) => Promise<T>;
  /** How long a loaded value counts as fresh, in ms. */
  staleTime: number;
  /** Load again when the tab is shown and the value is stale (while something shows it). */
  refetchOnWindowFocus?: boolean;
  /** Whether a failed load is tried again (once, after a second). */
  retry?: (error: unknown) => boolean;
}

export interface RemoteValue<T> {
  getState(): RemoteState<T>;
  /** The state before anything loaded: what the prerendered page and hydration render. */
  getInitialState(): RemoteState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads the value unless a fresh one is held or a load is under way. */
  ensure(): void;
  /** Loads the value afresh, dropping a load under way; resolves once it is done. */
  refetch(): Promise<void>;
  /** Holds `data` as loaded now, and drops a load under way. */
  set(data: T): void;
}

const RETRY_DELAY_MS = 1_000;

export function createRemoteValue<T>(options: RemoteValueOptions<T>): RemoteValue<T> {
  const initial: RemoteState<T> = {
    data: undefined,
    error: null,
    status: "pending",
    isFetching: false,
    updatedAt: 0,
  };
  let state = initial;
  let inFlight: { controller: AbortController; done: Promise<void> } | null = null;
  const listeners = new Set<() => void>();

  const update = (next: Partial<RemoteState<T>>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const stale = () =>
    state.status !== "success" || Date.now() - state.updatedAt >= options.staleTime;

  const drop = () => {
    inFlight?.controller.abort();
    inFlight = null;
  };

  const start = (): Promise<void> => {
    drop();
    const controller = new AbortController();
    const current = () => inFlight?.controller === controller;
    const attempt = async (retried: boolean): Promise<void> => {
      try {
        const data = await options.load(controller.signal);
        if (!current()) return;
        inFlight = null;
        update({ data, error: null, status: "success", isFetching: false, updatedAt: Date.now() });
      } catch (error) {
        if (!current()) return;
        if (!retried && options.retry?.(error)) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          if (current()) return attempt(true);
          return;
        }
        inFlight = null;
        update({ error, status: "error", isFetching: false });
      }
    };
    inFlight = { controller, done: Promise.resolve() };
    inFlight.done = attempt(false);
    update({ isFetching: true });
    return inFlight.done;
  };

  const onVisible = () => {
    if (document.visibilityState === "visible" && listeners.size > 0 && !inFlight && stale()) {
      void start();
    }
  };

  return {
    getState: () => state,
    getInitialState: () => initial,
    subscribe(listener) {
      if (listeners.size === 0 && options.refetchOnWindowFocus) {
        document.addEventListener("visibilitychange", onVisible);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) document.removeEventListener("visibilitychange", onVisible);
      };
    },
    ensure() {
      if (!inFlight && stale()) void start();
    },
    refetch: start,
    set(data) {
      drop();
      update({ data, error: null, status: "success", isFetching: false, updatedAt: Date.now() });
    },
  };
}

/** The value's state in a component; loads it on mount when there is none or it is stale. */
export function useRemoteValue<T>(remote: RemoteValue<T>): RemoteState<T> {
  return useRemoteSelection(remote, identity);
}

function identity<S>(state: S): S {
  return state;
}

/**
 * One part of the value's state (`select` must return the same value for the same state, such
 * as a field of it): the component draws itself again only when that part changes, not when a
 * load starts or ends with the same answer. Loads the value on mount as useRemoteValue does.
 */
export function useRemoteSelection<T, S>(
  remote: RemoteValue<T>,
  select: (state: RemoteState<T>) => S,
): S {
  const selected = useSyncExternalStore(
    remote.subscribe,
    () => select(remote.getState()),
    () => select(remote.getInitialState()),
  );
  useEffect(() => remote.ensure(), [remote]);
  return selected;
}
