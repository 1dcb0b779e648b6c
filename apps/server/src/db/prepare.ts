import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";
import { runMigrations } from "./migrate.ts";

/** Opens the configured engine and brings its schema up to date. */
export async function prepareDatabase(config: Config): Promise<DatabaseHandle> {
  const target =
    config.database.kind === "postgres"
      ? { kind: "postgres" as const, url: config.database.url, poolSize: config.database.poolSize }
      : {
          kind: "pglite" as const,
          dataDir: config.database.dataDir,
          thread: config.database.thread,
        };
  const handle = await openDatabase(target);
  try {
    await runMigrations(
      handle,
      config.database.kind === "postgres" ? config.database.url : undefined,
    );
  } catch (err) {
    await handle.close();
    throw err;
  }
  return handle;
}
