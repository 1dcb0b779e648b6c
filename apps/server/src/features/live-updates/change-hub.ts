import { isLiveTopic, type LiveTopic } from "@automobi/domain";
import type { FastifyBaseLogger } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";
import type { StopListening } from "../../db/notifications.ts";

// The changes the database announces (migration 0041, decision 064), heard once per server
// process on one LISTEN connection and handed to this process's open streams by audience.

/** The channel the database's triggers notify on. */
export const CHANGES_CHANNEL = "automobi_changes";

/** Who a notice is for: every staff screen, one customer, or everyone. */
export const STAFF_AUDIENCE = "staff";
export const EVERYONE_AUDIENCE = "everyone";
export const userAudience = (userId: string) => `user:${userId}`;

type Listener = (topic: LiveTopic) => void;

/**
 * The streams of this process by audience. A stream is this process's own (its connection ends
 * here), so keeping them in memory is right: another process has its own streams and hears the
 * same notices on its own listener.
 */
export class ChangeHub {
  readonly #byAudience = new Map<string, Set<Listener>>();
  readonly #stateWatchers = new Set<(listening: boolean) => void>();
  #listening = false;

  /** Whether notices can arrive: a stream is only opened, and kept, while they can. */
  get listening(): boolean {
    return this.#listening;
  }

  /** Streams open now, for the metrics and the tests. */
  get streams(): number {
    const all = new Set<Listener>();
    for (const listeners of this.#byAudience.values()) for (const l of listeners) all.add(l);
    return all.size;
  }

  subscribe(audiences: string[], listener: Listener): () => void {
    for (const audience of audiences) {
      let listeners = this.#byAudience.get(audience);
      if (!listeners) {
        listeners = new Set();
        this.#byAudience.set(audience, listeners);
      }
      listeners.add(listener);
    }
    return () => {
      for (const audience of audiences) {
        const listeners = this.#byAudience.get(audience);
        listeners?.delete(listener);
        if (listeners?.size === 0) this.#byAudience.delete(audience);
      }
    };
  }

  /** Called with false when notices may have been missed: the streams then end. */
  watchState(watcher: (listening: boolean) => void): () => void {
    this.#stateWatchers.add(watcher);
    return () => this.#stateWatchers.delete(watcher);
  }

  /** A notice as the triggers write it: `<audience>|<topic>`; anything else is ignored. */
  deliver(payload: string): void {
    const bar = payload.lastIndexOf("|");
    const audience = payload.slice(0, bar);
    const topic = payload.slice(bar + 1);
    if (bar < 0 || !isLiveTopic(topic)) return;
    const listeners =
      audience === EVERYONE_AUDIENCE
        ? new Set([...this.#byAudience.values()].flatMap((set) => [...set]))
        : this.#byAudience.get(audience);
    for (const listener of listeners ?? []) listener(topic);
  }

  setListening(listening: boolean): void {
    this.#listening = listening;
    for (const watcher of [...this.#stateWatchers]) watcher(listening);
  }

  /**
   * LISTEN for as long as the database is open. Answers once LISTEN holds (on PostgreSQL it is
   * a connection of its own, opened now), or after `readyWithinMs` without it: a server that
   * has just started then opens streams at once rather than refusing the first ones with 503,
   * and one whose listener cannot connect still starts (its streams wait for the reconnection).
   */
  async start(
    database: DatabaseHandle,
    log: FastifyBaseLogger,
    readyWithinMs = 5_000,
  ): Promise<StopListening> {
    let was = false;
    let stopping = false;
    const stop = await database.listen(CHANGES_CHANNEL, {
      message: (payload) => this.deliver(payload),
      state: (listening) => {
        this.setListening(listening);
        if (!listening && was && !stopping) {
          log.warn("live updates: lost the change listener; streams end until it reconnects");
        }
        was = listening;
      },
    });
    if (!this.#listening) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, readyWithinMs);
        const unwatch = this.watchState((listening) => listening && done());
        function done() {
          clearTimeout(timer);
          unwatch();
          resolve();
        }
      });
    }
    return async () => {
      stopping = true;
      await stop();
    };
  }
}
