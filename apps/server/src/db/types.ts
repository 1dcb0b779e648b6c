import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { NotificationHandlers, StopListening } from "./notifications.ts";
import type * as schema from "./schema/index.ts";

/** The database's types, apart from the code that opens one (client.ts). */
export type Schema = typeof schema;
/** The one database type the code works with, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either this or the database. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Tx;

export type EngineKind = "pglite" | "postgres";

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: EngineKind;
  /** Runs a real query; throws when the database does not answer within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<void>;
  /**
   * The connection pool's use now (PostgreSQL): connections open, idle, and queries waiting for
   * one, against the most it opens. The embedded engine has one connection and no pool: null.
   */
  poolUse(): PoolUse | null;
  /** LISTEN on `channel` for as long as the handle is open (db/notifications.ts). */
  listen(channel: string, handlers: NotificationHandlers): Promise<StopListening>;
  close(): Promise<void>;
}
