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

/**
 * LISTEN on PostgreSQL needs a connection of its own: a pooled one goes back to the pool and
 * its LISTEN with it. Resolves at once, before the connection is made. A lost connection reports `state(false)` at once (notices sent meanwhile
 * are gone) and is opened again until it works; keep-alive probes find a silent one.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  connectionTimeoutMs: number,
): Promise<StopListening> {
  let stopped = false;
  let attempt = 0;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const start = () => void connect().catch(() => handlers.state(false));

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: connectionTimeoutMs,
    });
    current = client;
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      handlers.state(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(start, retryDelay(attempt++));
    };
    client.on("error", onLost);
    client.on("end", onLost);
    client.on("notification", (notice) => {
      if (notice.channel === channel) handlers.message(notice.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch {
      onLost();
      return;
    }
    if (lost || stopped) return;
    attempt = 0;
    handlers.state(true);
  };

  // Not awaited: the app is ready without it, and listeners wait for state(true).
  start();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    handlers.state(false);
    await current?.end().catch(() => {});
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
