import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * The embedded database on a thread of its own (db/pglite-worker.mjs), seen from the server's
 * main thread through the part of PGlite's interface the server uses: `query`, `exec`,
 * `transaction`, `listen` and `close`. A statement runs there while this thread goes on
 * answering other requests; PGlite is still one connection, so statements take turns, and a
 * transaction holds the database until it ends, as on the main thread.
 */

interface Pending {
  resolve: (value: never) => void;
  reject: (err: Error) => void;
}

type Answer =
  | { id: number; value?: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown> & { message: string } }
  | { notify: string; payload: string }
  | { ready: true };

/** An error from the other thread, with PostgreSQL's fields (code, detail, constraint…) kept. */
function rebuilt(fields: Record<string, unknown> & { message: string }): Error {
  const err = new Error(fields.message);
  Object.assign(err, fields);
  return err;
}

/** The types drizzle asks to keep as text (its time types): their numbers, for the worker. */
function rawTypesOf(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.keys(options.parsers).map(Number);
}

export interface PgliteThreadOptions {
  dataDir?: string;
  loadDataDir?: Blob;
}

export class PgliteThread {
  #worker: Worker;
  #next = 1;
  #nextTx = 1;
  #pending = new Map<number, Pending>();
  #listeners = new Map<string, Set<(payload: string) => void>>();
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (answer: Answer) => this.#answered(answer));
    const fail = (err: Error) => {
      this.#closed = true;
      for (const pending of this.#pending.values()) pending.reject(err);
      this.#pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and waits for its database to be open. */
  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir },
      ...(loadDataDir ? { transferList: [loadDataDir] } : {}),
    });
    await new Promise<void>((resolve, reject) => {
      const ready = (answer: Answer) => {
        if ("ready" in answer) {
          worker.off("message", ready);
          worker.off("error", reject);
          resolve();
        }
      };
      worker.on("message", ready);
      worker.once("error", reject);
      // ended before its database opened, without an error of its own
      worker.once("exit", (code) =>
        reject(new Error(`the database thread ended before it was ready (exit code ${code})`)),
      );
    });
    return new PgliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #answered(answer: Answer) {
    if ("ready" in answer) return;
    if ("notify" in answer) {
      for (const listener of this.#listeners.get(answer.notify) ?? []) listener(answer.payload);
      return;
    }
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (answer.error) pending.reject(rebuilt(answer.error));
    else pending.resolve(answer.value as never);
  }

  #ask<T>(ask: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error("database is closed"));
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: never) => void, reject });
      this.#worker.postMessage({ ...ask, id });
    });
  }

  #query<T>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) {
    return this.#ask<Results<T>>({
      op: "query",
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypesOf(options),
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#ask<Results[]>({ op: "exec", text });
  }

  /** Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const tx = this.#nextTx++;
    await this.#ask({ op: "begin", tx });
    let ended = false;
    const handle = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(tx, text, params, options),
      exec: (text: string) => this.#ask<Results[]>({ op: "exec", tx, text }),
      rollback: async () => {
        throw new Error("roll back by throwing from the transaction's callback");
      },
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(handle);
    } catch (err) {
      ended = true;
      await this.#ask({ op: "end", tx, commit: false }).catch(() => undefined);
      throw err;
    }
    ended = true;
    await this.#ask({ op: "end", tx, commit: true });
    return result;
  }

  /** Hears `channel`'s notifications; answers the function that stops. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(callback);
    await this.#ask({ op: "listen", channel });
    return async () => {
      const current = this.#listeners.get(channel);
      current?.delete(callback);
      if (current && current.size === 0) {
        this.#listeners.delete(channel);
        if (!this.#closed) await this.#ask({ op: "unlisten", channel });
      }
    };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#ask({ op: "close" });
    this.#closed = true;
    await this.#worker.terminate();
  }

  /** For drizzle and the listeners, which take a PGlite. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
