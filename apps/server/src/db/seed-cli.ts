// `npm run seed:demo`: loads the demo data into the configured database (PGlite or, when
// asked explicitly like this, the DATABASE_URL one). Does nothing if it is already there.
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "./prepare.ts";
import { seedDemo } from "./seed.ts";

try {
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    const { created } = await seedDemo(database.db, { supportEmail: config.supportEmail });
    console.info(created ? "Demo data loaded." : "Demo data is already there; nothing changed.");
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
