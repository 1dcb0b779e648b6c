import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a listener is told: each notice's payload, and whether notices can arrive at all. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** true once LISTEN holds; false whenever notices may have been missed (lost connection, stop). */
  state(listening: boolean): void;
}

/** Stops listening and releases the connection. */
export type StopListening = () => Promise<void>;

/** Waits between reconnection attempts: 250 ms, doubling, at most 5 s. */
const retryDelay = (attempt: number) => Math.min(250 * 2 ** attempt, 5_000);

/** One channel's listeners on a shared connection. */
type Channels = Map<string, Set<NotificationHandlers>>;

/**
 * LISTEN on PostgreSQL needs a connection of its own: a pooled one goes back to the pool and
 * its LISTEN with it. One such connection per process serves every channel (the session
 * changes, the live updates), so a process holds its pool and one more connection. It is opened
 * with the first `listen` and closed with the last one's stop. A lost connection reports
 * `state(false)` to every listener at once (notices sent meanwhile are gone) and is opened again
 * until it works, LISTENing again on every channel; keep-alive probes find a silent one.
 */
export function postgresListener(url: string, connectionTimeoutMs: number) {
  const channels: Channels = new Map();
  let current: pg.Client | undefined;
  /** LISTEN holds on `current` for these channels. */
  let listened = new Set<string>();
  let ready = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const everyone = () => [...channels.values()].flatMap((set) => [...set]);

  const connect = async (): Promise<void> => {
    if (channels.size === 0) return;
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: connectionTimeoutMs,
    });
    current = client;
    listened = new Set();
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (current === client) {
        current = undefined;
        ready = false;
      }
      for (const handlers of everyone()) handlers.state(false);
      client.end().catch(() => {});
      if (channels.size > 0) retry = setTimeout(start, retryDelay(attempt++));
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (notice) => {
      for (const handlers of channels.get(notice.channel) ?? [])
        handlers.message(notice.payload ?? "");
    });
    try {
      await client.connect();
      // a channel added while this ran is LISTENed too before the listeners are told
      for (let next = unlistened(); next; next = unlistened()) {
        await client.query(`LISTEN ${pg.escapeIdentifier(next)}`);
        listened.add(next);
      }
    } catch {
      onLost();
      return;
    }
    if (lost || current !== client) return;
    attempt = 0;
    ready = true;
    for (const handlers of everyone()) handlers.state(true);
  };
  const unlistened = () => [...channels.keys()].find((channel) => !listened.has(channel));
  const start = () => {
    retry = undefined;
    void connect().catch(() => {});
  };

  return {
    async listen(channel: string, handlers: NotificationHandlers): Promise<StopListening> {
      let set = channels.get(channel);
      const added = !set;
      if (!set) {
        set = new Set();
        channels.set(channel, set);
      }
      set.add(handlers);
      if (ready && current && added) {
        const client = current;
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`).then(
          () => listened.add(channel),
          () => client.emit("error", new Error("LISTEN failed")),
        );
      }
      if (ready) handlers.state(true);
      else if (!current && !retry) start();
      return async () => {
        set.delete(handlers);
        handlers.state(false);
        if (set.size > 0) return;
        channels.delete(channel);
        if (channels.size > 0) {
          await current?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
          listened.delete(channel);
          return;
        }
        // The last listener: the connection goes.
        clearTimeout(retry);
        retry = undefined;
        const client = current;
        current = undefined;
        ready = false;
        await client?.end().catch(() => {});
      };
    },
  };
}

/** PGlite is one connection in this process: its LISTEN hears every NOTIFY made on it. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<StopListening> {
  const unlisten = await client.listen(channel, handlers.message);
  handlers.state(true);
  return async () => {
    handlers.state(false);
    if (!client.closed) await unlisten();
  };
}
