import { isOneOf } from "./one-of.ts";
// Pushed updates (decision 064): what the server's event streams say, and how. A stream never
// carries data, only the names of what changed; a screen then reads its data again through its
// own routes, which decide what the reader may see.

/** What a change notice can name: the kinds of rows the signed-in screens show. */
export const LIVE_TOPICS = [
  "requests",
  "quotes",
  "messages",
  "notifications",
  "payments",
  "rewards",
  "appointments",
  "tickets",
  "settings",
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export function isLiveTopic(value: string): value is LiveTopic {
  return isOneOf(LIVE_TOPICS, value);
}

/** The stream's events: `ready` once it is listening, `change` with `{ topics }`. */
export const LIVE_EVENTS = { ready: "ready", change: "change" } as const;

/** What a `change` event's data holds, as JSON: the topics changed since the last event. */
export interface LiveChange {
  topics: LiveTopic[];
}

/** How often a stream sends a comment line, so proxies keep it open (and a closed one is found). */
export const LIVE_HEARTBEAT_MS = 25_000;

/** The most streams one account holds open in one server process (tabs, windows). */
export const LIVE_STREAMS_PER_ACCOUNT = 10;

export const LIVE_UPDATE_MESSAGES = {
  unavailable: "Live updates are not available right now.",
  tooMany: "Too many live update streams are open for this account. Close a tab and try again.",
} as const;
