import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { seedDemo } from "./demo/seed.ts";
import { isForkedServer, runPrimary } from "./processes.ts";
import { resolveAuthSecret } from "./secrets.ts";

const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.processes > 1 && !isForkedServer()) {
    await runPrimary(config);
    return;
  }
  const database = await prepareDatabase(config);
  // A forked server finds the demo data loaded by the primary.
  if (config.seedDemo && !isForkedServer()) {
    const { created } = await seedDemo(database.db, {
      supportEmail: config.supportEmail,
      authSecret: resolveAuthSecret(config),
      passwordHashing: config.passwordHashing,
    });
    if (created) console.info("Loaded the demo data into the empty database.");
  }
  const app = await buildApp(config, { database, runBackgroundJobs: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A request or connection that never finishes must not keep a stopped server alive.
    setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      // Stops accepting connections, waits for in-flight requests, then closes the database.
      await app.close();
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // A forked server whose primary has gone stops too: nothing would start it again.
  if (isForkedServer()) process.on("disconnect", () => void stop("disconnect"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, url: config.publicUrl },
    `Automobi is ready at ${config.publicUrl} (database: ${database.kind})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
