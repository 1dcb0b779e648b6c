import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { seedDemo } from "./db/seed.ts";

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

  const database = await prepareDatabase(config);
  if (config.seedDemo) {
    const { created } = await seedDemo(database.db, { supportEmail: config.supportEmail });
    if (created) console.info("Loaded the demo data into the empty database.");
  }
  const app = await buildApp(config, { database, runBackgroundJobs: true });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // Stops accepting connections, waits for in-flight requests, then closes the database.
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

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
