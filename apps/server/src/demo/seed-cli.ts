// `npm run seed:demo`: loads the demo data into the configured database (PGlite or, when
// asked explicitly like this, the DATABASE_URL one). Only an empty database (no accounts) is
// seeded; on any other the command says it skipped and changes nothing.
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { resolveAuthSecret } from "../secrets.ts";
import { seedDemo } from "./seed.ts";

try {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    const { created } = await seedDemo(database.db, {
      supportEmail: config.supportEmail,
      authSecret: resolveAuthSecret(config),
      passwordHashing: config.passwordHashing,
    });
    console.info(
      created
        ? "Demo data loaded."
        : "Skipped: the database already has accounts, and the demo data is only loaded into an empty one. Nothing changed.",
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
