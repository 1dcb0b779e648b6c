// The embedded database's own thread (db/pglite-thread.ts starts it): PGlite runs PostgreSQL
// compiled to WebAssembly, and each statement holds the thread it runs on for as long as it
// takes, so on the server's main thread every query stopped every other request. Here it holds
// only this thread. Node runs this file as it is (its types are stripped), so it must stay
// plain: erasable type syntax only, and no import of the server's own modules.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type Transaction } from "@electric-sql/pglite";

/** What the main thread asks: one message each, answered by its id. */
type Ask =
  | {
      id: number;
      op: "query";
      tx?: number;
      text: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      rawTypes?: number[];
    }
  | { id: number; op: "exec"; tx?: number; text: string }
  | { id: number; op: "begin"; tx: number }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "unlisten"; channel: string }
  | { id: number; op: "close" };

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");

const options = workerData as { dataDir?: string; loadDataDir?: ArrayBuffer };
const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});

/** The open transactions by the main thread's number: each holds PGlite's lock until it ends. */
const open = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; ended: Promise<void> }
>();
const listening = new Map<string, () => Promise<void>>();
const ROLLBACK = Symbol("rollback");

/** Each type whose text is kept as it is (drizzle asks this for times, as node-postgres gives them). */
function parsersFor(rawTypes: number[] | undefined) {
  if (!rawTypes) return undefined;
  return Object.fromEntries(rawTypes.map((type) => [type, (value: string) => value]));
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} has ended`);
  return entry.tx;
}

function begin(tx: number): Promise<void> {
  return new Promise((started, failed) => {
    const ended = db.transaction(
      (handle) =>
        new Promise<void>((commit, rollback) => {
          open.set(tx, {
            tx: handle,
            end: (ok) => (ok ? commit() : rollback(ROLLBACK)),
            ended,
          });
          started();
        }),
    );
    // BEGIN itself failed: nothing was opened
    ended.catch(failed);
    // the promise is awaited by "end"; settle it there
    void ended.catch(() => undefined);
  });
}

async function answer(ask: Ask): Promise<unknown> {
  switch (ask.op) {
    case "query": {
      const parsers = parsersFor(ask.rawTypes);
      return target(ask.tx).query(ask.text, ask.params, {
        ...(ask.rowMode ? { rowMode: ask.rowMode } : {}),
        ...(parsers ? { parsers } : {}),
      });
    }
    case "exec":
      return target(ask.tx).exec(ask.text);
    case "begin":
      return begin(ask.tx);
    case "end": {
      const entry = open.get(ask.tx);
      if (!entry) throw new Error(`transaction ${ask.tx} has ended`);
      open.delete(ask.tx);
      const { ended } = entry;
      entry.end(ask.commit);
      try {
        await ended;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return undefined;
    }
    case "listen": {
      if (!listening.has(ask.channel)) {
        const channel = ask.channel;
        const stop = await db.listen(channel, (payload) =>
          port?.postMessage({ notify: channel, payload }),
        );
        listening.set(channel, stop);
      }
      return undefined;
    }
    case "unlisten": {
      const stop = listening.get(ask.channel);
      listening.delete(ask.channel);
      if (stop && !db.closed) await stop();
      return undefined;
    }
    case "close":
      if (!db.closed) await db.close();
      return undefined;
  }
}

/** An error as plain fields (PostgreSQL's code, detail, constraint…), for the main thread to rebuild. */
function plainError(err: unknown) {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      fields[key] = value;
  }
  return { ...fields, message: err.message, name: err.name };
}

port.on("message", (ask: Ask) => {
  answer(ask).then(
    (value) => port.postMessage({ id: ask.id, value }),
    (err: unknown) => port.postMessage({ id: ask.id, error: plainError(err) }),
  );
});
port.postMessage({ ready: true });
