import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppDependencies, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database, DatabaseHandle } from "../../src/db/client.ts";
import { preparedDatabase } from "./prepared-database.ts";
import { createTestDatabase, type DatabaseSource } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  config: Config;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDistDir?: string;
  vehicleLookup?: AppDependencies["vehicleLookup"];
  logStream?: AppDependencies["logStream"];
  /** The time the app's scheduling rules read. */
  clock?: AppDependencies["clock"];
  /** Runs after buildApp and before ready(): add test-only routes here. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export function testConfig(env: Record<string, string> = {}, dataDir?: string): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "3000",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    // scrypt at a 32nd of its cost (decision 054), but never in production, which refuses it;
    // a file about the hash itself says standard
    PASSWORD_HASHING: env.NODE_ENV === "production" ? "standard" : "fast",
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
}

/** A state a file's setup makes once per run (see `usePrepared`), and how to copy it. */
interface Preparation {
  /**
   * Prepares (or finds prepared) the state for apps built with these options (`optionsKey`);
   * answers the database to copy.
   */
  obtain(
    optionsKey: string,
    build: (database: DatabaseHandle) => Promise<FastifyInstance>,
  ): Promise<DatabaseSource>;
}
const preparations = new WeakMap<TestApp, Preparation>();

/**
 * What `setUp` makes on the file's app (accounts, say), made once per run instead of once per
 * file: the first file to need it runs `setUp` on a fresh database with an app built as its own,
 * and every file with the same `key` and app options starts from a copy of that database, with
 * what `setUp` answered (plain JSON: cookies, ids). Call it beside `useTestApp`, before the
 * file's tests; `current` is set before the file's own `beforeAll` hooks run.
 */
export function usePrepared<T>(
  ctx: TestApp,
  key: string,
  setUp: (app: FastifyInstance, db: Database) => Promise<T>,
): { current: T | undefined } {
  const holder: { current: T | undefined } = { current: undefined };
  preparations.set(ctx, {
    obtain: async (optionsKey, build) => {
      const prepared = await preparedDatabase(`${key} ${optionsKey}`, async (database) => {
        const app = await build(database.handle);
        try {
          return { result: await setUp(app, database.handle.db), close: () => app.close() };
        } catch (err) {
          await app.close();
          throw err;
        }
      });
      holder.current = prepared.result;
      return prepared.source;
    },
  });
  return holder;
}

/** Builds the app on a fresh database for this test file; closed after the file's tests. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const ctx = {} as TestApp;
  let dataDir = "";
  let dispose: (() => Promise<void>) | undefined;
  // The app a preparation runs on is built the same way, but logs nowhere the file reads.
  const build = (database: DatabaseHandle, config: Config, { quiet = false } = {}) =>
    buildApp(config, {
      database,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      ...(options.vehicleLookup ? { vehicleLookup: options.vehicleLookup } : {}),
      ...(options.logStream && !quiet ? { logStream: options.logStream } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "automobi-data-"));
    const preparation = preparations.get(ctx);
    const optionsKey = JSON.stringify({
      env: options.env ?? {},
      now: options.clock?.().toISOString() ?? null,
    });
    const source = preparation
      ? await preparation.obtain(optionsKey, async (database) => {
          const app = await build(database, testConfig(options.env, join(dataDir, "prepared")), {
            quiet: true,
          });
          await app.ready();
          return app;
        })
      : undefined;
    const database = await createTestDatabase(source);
    dispose = database.dispose;
    ctx.config = testConfig(options.env, dataDir);
    ctx.database = database.handle;
    ctx.db = database.handle.db;
    ctx.app = await build(database.handle, ctx.config);
    await options.extend?.(ctx.app);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await dispose?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}
