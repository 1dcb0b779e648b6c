// The embedded database's own thread (db/pglite-thread.ts starts it): PGlite runs PostgreSQL
// compiled to WebAssembly, and each statement holds the thread it runs on for as long as it
// takes, so on the server's main thread every query stopped every other request. Here it holds
// only this thread. Plain JavaScript, which every Node.js the project supports runs as it is
// (the server's bundle points at this file), importing nothing of the server's own modules.
//
// What the main thread asks, one message each, answered by its id:
//   { id, op: "query", tx?, text, params?, rowMode?, rawTypes? }
//   { id, op: "exec", tx?, text }
//   { id, op: "begin", tx }  and  { id, op: "end", tx, commit }
//   { id, op: "listen", channel }  and  { id, op: "unlisten", channel }
//   { id, op: "close" }
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

/** @type {{ dataDir?: string, loadDataDir?: ArrayBuffer }} */
const options = workerData;
const db = await PGlite.create({
  ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  ...(options.loadDataDir ? { loadDataDir: new Blob([options.loadDataDir]) } : {}),
});

/**
 * The open transactions by the main thread's number: each holds PGlite's lock until it ends.
 * @type {Map<number, { tx: import("@electric-sql/pglite").Transaction, end: (commit: boolean) => void, ended: Promise<void> }>}
 */
const open = new Map();
/** @type {Map<string, () => Promise<void>>} */
const listening = new Map();
const ROLLBACK = Symbol("rollback");

/** The types whose text is kept as it is (drizzle asks this for times, as node-postgres gives them). */
function parsersFor(/** @type {number[] | undefined} */ rawTypes) {
  if (!rawTypes) return undefined;
  return Object.fromEntries(rawTypes.map((type) => [type, (/** @type {string} */ value) => value]));
}

function target(/** @type {number | undefined} */ tx) {
  if (tx === undefined || tx === null) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} has ended`);
  return entry.tx;
}

/** Opens a transaction and holds it (and PGlite's lock) until "end" says how it ends. */
function begin(/** @type {number} */ tx) {
  return new Promise((started, failed) => {
    const ended = db.transaction(
      (handle) =>
        new Promise((commit, rollback) => {
          open.set(tx, {
            tx: handle,
            end: (ok) => (ok ? commit(undefined) : rollback(ROLLBACK)),
            ended,
          });
          started(undefined);
        }),
    );
    // BEGIN itself failed: nothing was opened. Otherwise "end" awaits the outcome.
    ended.catch(failed);
  });
}

async function answer(ask) {
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
      entry.end(ask.commit);
      try {
        await entry.ended;
      } catch (err) {
        if (err !== ROLLBACK) throw err;
      }
      return undefined;
    }
    case "listen": {
      if (!listening.has(ask.channel)) {
        const channel = ask.channel;
        const stop = await db.listen(channel, (payload) =>
          port.postMessage({ notify: channel, payload }),
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
    default:
      throw new Error(`unknown request ${ask.op}`);
  }
}

/** An error as plain fields (PostgreSQL's code, detail, constraint…), for the main thread to rebuild. */
function plainError(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(err)) {
    if (value === null || ["string", "number", "boolean"].includes(typeof value))
      fields[key] = value;
  }
  return { ...fields, message: err.message, name: err.name };
}

port.on("message", (ask) => {
  answer(ask).then(
    (value) => port.postMessage({ id: ask.id, value }),
    (err) => port.postMessage({ id: ask.id, error: plainError(err) }),
  );
});
port.postMessage({ ready: true });
