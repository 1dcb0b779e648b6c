import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { listenOnPglite, postgresListener } from "./notifications.ts";
import { startFromPgliteTemplate } from "./pglite-template.ts";
import { PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema/index.ts";
import { retryTransactions } from "./transaction-retry.ts";

import type { Database, DatabaseHandle, DbOrTx } from "./types.ts";

export type {
  Database,
  DatabaseHandle,
  DbOrTx,
  EngineKind,
  PoolUse,
  Schema,
  Tx,
} from "./types.ts";
/** Rows of a raw SQL statement; both engines answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolSize?: number; connectionTimeoutMs?: number }
  | {
      kind: "pglite";
      dataDir?: string;
      /** A data-directory tarball to start from (the folder, if any, must hold no database). */
      loadDataDir?: Blob;
      /**
       * The template manifest a new data folder starts from (db/pglite-template.ts): the built
       * one by default; null to create the database with initdb.
       */
      template?: string | null;
      /**
       * Where PGlite runs: on a worker thread of its own (db/pglite-thread.ts), so that a
       * statement does not hold up every other request, or on the caller's thread (the default,
       * for tests and one-off scripts).
       */
      thread?: "worker" | "main";
    };

/** A health check must answer well inside a load balancer's own timeout. */
export const PING_TIMEOUT_MS = 2_000;
/** How long a query waits for a pool connection (new or free) before failing instead of hanging. */
export const CONNECTION_TIMEOUT_MS = 5_000;

/** How long closing waits for queries that hold or wait for a pool connection. */
export const CLOSE_DRAIN_MS = 5_000;

/** `select 1`, failing after `timeoutMs`: a hung database must not hang the caller too. */
async function pingWithin(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  const query = db.execute(sql`select 1`);
  // The query may still fail after the timeout has won; that late failure is not news.
  query.catch(() => {});
  try {
    await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: target.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
      // JIT compiling pays off for long analytical queries, not for ours: the portal's
      // statistics over a million requests cost above its threshold and spent 0.8 s of a 1.2 s
      // answer compiling, on every call. Off for every connection of the pool.
      // A prepared statement keeps one plan made for any values (decision 067 addendum): each
      // is written for its index, with its limit in the text, and PostgreSQL otherwise planned
      // the admin list's high-priority filter afresh on every call (about 1.1 ms), as its
      // estimate for "created in the last 4 hours" without the value looked dear.
      options: "-c jit=off -c plan_cache_mode=force_generic_plan",
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = retryTransactions(drizzlePg(pool, { schema }) as unknown as Database);
    let closed = false;
    const max = target.poolSize ?? 10;
    // One connection of its own for every channel this process listens on.
    const listener = postgresListener(
      target.url,
      target.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    );
    return {
      db,
      kind: "postgres",
      ping: (timeoutMs = PING_TIMEOUT_MS) => pingWithin(db, timeoutMs),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max,
      }),
      listen: (channel, handlers) => listener.listen(channel, handlers),
      close: async () => {
        if (closed) return;
        closed = true;
        // A request still being answered when the server stops keeps its queries: ending the
        // pool at once would fail the ones queued for a connection, and any it sends next.
        const deadline = Date.now() + CLOSE_DRAIN_MS;
        while (
          (pool.waitingCount > 0 || pool.idleCount < pool.totalCount) &&
          Date.now() < deadline
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  if (target.dataDir && !target.loadDataDir && target.template !== null) {
    startFromPgliteTemplate(target.dataDir, target.template);
  }
  const client =
    target.thread === "worker"
      ? (
          await PgliteThread.open({ dataDir: target.dataDir, loadDataDir: target.loadDataDir })
        ).asPglite()
      : await PGlite.create({
          ...(target.dataDir ? { dataDir: target.dataDir } : {}),
          ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
        });
  const db = retryTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  return {
    db,
    kind: "pglite",
    ping: async (timeoutMs = PING_TIMEOUT_MS) => {
      if (client.closed) throw new Error("database is closed");
      await pingWithin(db, timeoutMs);
    },
    poolUse: () => null,
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
