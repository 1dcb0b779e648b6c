import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { StopListening } from "../db/notifications.ts";
import type { DatabaseHandle, DbOrTx } from "../db/types.ts";
import type { CurrentSession } from "./signed-in.ts";

/** The longest a session is answered from memory without asking the database (decision 016). */
export const SESSION_CACHE_TTL_MS = 30_000;
/** About 1 KB each: at most about 10 MB per process. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** The NOTIFY channel; the payload is the id of the account whose sessions changed. */
export const SESSION_CHANGES_CHANNEL = "automobi_session_changes";

interface Entry {
  session: CurrentSession;
  /** Epoch milliseconds: the TTL, or the session's own expiry when sooner. */
  until: number;
}

/**
 * Sessions recently read from the database, by the session cookie's value, so that a signed-in
 * request costs no session queries and no HMAC check. An entry lives at most the TTL and is
 * dropped in every process as soon as its account's sessions change (announceSessionChange).
 * It answers only while this process is listening for those changes: with the listener down,
 * every request reads the database, as it would with no cache.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #listening = false;
  /** Moves on at every eviction: a lookup that began before one may hold what it evicted. */
  #generation = 0;
  /** Lookups answered from the cache and not, since the process started (`/api/admin/metrics`). */
  readonly lookups = { hits: 0, misses: 0 };

  constructor(options: { ttlMs?: number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
    this.#maxEntries = options.maxEntries ?? SESSION_CACHE_MAX_ENTRIES;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Taken before a database lookup and handed back to store() with its answer. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): CurrentSession | undefined {
    const session = this.#lookup(key);
    if (session) this.lookups.hits += 1;
    else this.lookups.misses += 1;
    return session;
  }

  #lookup(key: string): CurrentSession | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.session;
    this.#entries.delete(key);
    return undefined;
  }

  /** Keeps a session read from the database, unless an eviction happened while it was read. */
  store(key: string, session: CurrentSession, expiresAt: Date, generation: number): void {
    if (!this.#listening || generation !== this.#generation) return;
    const until = Math.min(Date.now() + this.#ttlMs, expiresAt.getTime());
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      // The oldest stored: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { session, until });
  }

  /** Drops every session of the account held here. */
  evictAccount(userId: string): void {
    this.#generation++;
    for (const [key, entry] of this.#entries) {
      if (entry.session.user.id === userId) this.#entries.delete(key);
    }
    for (const watcher of [...this.#accountWatchers]) watcher(userId);
  }

  readonly #accountWatchers = new Set<(userId: string) => void>();

  /**
   * Told of every account whose sessions changed (here or, by the notice, in another process):
   * what holds a session open beyond one request (an event stream) checks it again.
   */
  watchAccounts(watcher: (userId: string) => void): () => void {
    this.#accountWatchers.add(watcher);
    return () => this.#accountWatchers.delete(watcher);
  }

  /** Whether eviction notices can arrive; turning either way empties the cache. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.#generation++;
    this.#entries.clear();
  }
}

/**
 * Tells every server process that the account's sessions changed (signed out, revoked, new
 * password, role or e-mail). Inside a transaction the notice is sent when it commits, and not
 * at all if it rolls back; the process making the change also calls `evictAccount` once
 * committed, so its own next request never waits for the notice to come back.
 */
export async function announceSessionChange(db: DbOrTx, userId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${userId})`);
}

/**
 * Listens for session changes for as long as the database is open, evicting each changed
 * account here. While the listener is down the cache is off (see SessionCache).
 */
export async function listenForSessionChanges(
  database: DatabaseHandle,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<StopListening> {
  let stopping = false;
  let wasListening = false;
  const stop = await database.listen(SESSION_CHANGES_CHANNEL, {
    message: (userId) => cache.evictAccount(userId),
    state: (listening) => {
      cache.setListening(listening);
      if (listening && !wasListening) log.info("session cache: listening for session changes");
      if (!listening && wasListening && !stopping) {
        log.warn("session cache: lost the session-change listener; off until it reconnects");
      }
      wasListening = listening;
    },
  });
  return async () => {
    stopping = true;
    await stop();
  };
}
