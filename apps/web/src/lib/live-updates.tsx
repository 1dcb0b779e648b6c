import {
  isLiveTopic,
  LIVE_EVENTS,
  LIVE_TOPICS,
  type LiveChange,
  type LiveTopic,
} from "@automobi/domain";
import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

// Pushed updates (decision 064): a signed-in area holds one event stream from the server and
// reads again what the stream says has changed. While no stream is open (not yet, lost, or
// refused), the screens poll as they did before: push first, polling as the fallback.

/** The queries each topic's change makes stale, by the roots of the keys the screens use. */
const TOPIC_KEYS: Record<LiveTopic, QueryKey[]> = {
  requests: [
    ["admin", "quote-requests"],
    ["admin", "portal"],
    ["admin", "garages"],
    ["quote-requests"],
    ["dashboard"],
  ],
  quotes: [
    ["admin", "quote-requests"],
    ["admin", "portal"],
    ["admin", "garages"],
    ["quote-requests"],
    ["dashboard"],
  ],
  messages: [["admin", "quote-requests"], ["messages"], ["notifications"]],
  notifications: [["notifications"]],
  payments: [
    ["admin", "quote-requests"],
    ["admin", "portal"],
    ["quote-requests"],
    ["rewards"],
    ["dashboard"],
  ],
  rewards: [["rewards"], ["dashboard"]],
  appointments: [["admin", "appointments"], ["appointments"]],
  tickets: [
    ["admin", "support-tickets"],
    ["admin", "quote-requests"],
  ],
  // the fee, the response time that marks a request Overdue, the points a payment earns
  settings: [
    ["admin", "quote-requests"],
    ["admin", "portal"],
    ["admin", "settings"],
    ["public-config"],
    ["payments", "terms"],
    ["dashboard"],
  ],
};

/** How long to wait before opening a stream again after the server refused or ended one. */
export const LIVE_RECONNECT_MS = 15_000;

const LiveContext = createContext(false);

/** Marks stale (and reads again, when on screen) every query a change of these topics touches. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (topics: readonly LiveTopic[]) => {
    const keys = new Map(topics.flatMap((t) => TOPIC_KEYS[t]).map((k) => [JSON.stringify(k), k]));
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  };
}

/**
 * Holds the event stream at `path` (the customer's or the staff's) while its children are on
 * screen. Each `change` reads again what it names; each `ready` after the first (a stream
 * opened again after a loss) reads everything again, since changes made meanwhile were missed.
 */
export function LiveUpdates({ path, children }: { path: string; children: ReactNode }) {
  const refresh = useRefresh();
  const [live, setLive] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh reads the one query client
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let retry: number | undefined;
    let stopped = false;
    let readyBefore = false;
    const connect = () => {
      source = new EventSource(path);
      source.addEventListener(LIVE_EVENTS.ready, () => {
        setLive(true);
        if (readyBefore) refresh(LIVE_TOPICS);
        readyBefore = true;
      });
      source.addEventListener(LIVE_EVENTS.change, (event) => {
        const change = JSON.parse((event as MessageEvent<string>).data) as LiveChange;
        refresh(change.topics.filter(isLiveTopic));
      });
      source.onerror = () => {
        setLive(false);
        // A refused stream (503, 429, 401) is not tried again by the browser: we do, later.
        if (source?.readyState === EventSource.CLOSED && !stopped) {
          window.clearTimeout(retry);
          retry = window.setTimeout(connect, LIVE_RECONNECT_MS);
        }
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [path]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/** Whether a stream is open now: the screens' data is then read again when it changes. */
export function useLive(): boolean {
  return useContext(LiveContext);
}

/** A poll's interval for when no stream is open; none while one is. */
export function usePollingFallback(intervalMs: number): number | false {
  return useLive() ? false : intervalMs;
}
