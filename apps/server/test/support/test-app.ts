import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { type AppDependencies, buildApp } from "../../src/app.ts";
import { type Config, loadConfig } from "../../src/config.ts";
import type { Database, DatabaseHandle } from "../../src/db/client.ts";
import { createTestDatabase } from "./test-database.ts";

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
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...env,
  });
}

/** Builds the app on a fresh database for this test file; closed after the file's tests. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const ctx = {} as TestApp;
  let dataDir = "";
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "automobi-data-"));
    const database = await createTestDatabase();
    dispose = database.dispose;
    ctx.config = testConfig(options.env, dataDir);
    ctx.database = database.handle;
    ctx.db = database.handle.db;
    ctx.app = await buildApp(ctx.config, {
      database: database.handle,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      ...(options.vehicleLookup ? { vehicleLookup: options.vehicleLookup } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
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
