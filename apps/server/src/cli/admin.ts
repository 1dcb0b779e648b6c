// `npm run admin -- grant <email> <role>` promotes an existing account.
// `npm run admin -- create <email> [admin|super_admin]` creates a confirmed staff account and
// prints a link where its owner sets the password (the same link is e-mailed).
import { isRole } from "@automobi/domain";
import pino from "pino";
import { createAuth } from "../access/auth.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { prepareDatabase } from "../db/prepare.ts";
import { Outbox } from "../email/outbox.ts";
import { resolveAuthSecret } from "../secrets.ts";
import { CommandError, createStaff, grantRole } from "./admin-commands.ts";

const USAGE = `Usage:
  npm run admin -- grant <email> <customer|admin|super_admin>
  npm run admin -- create <email> [admin|super_admin]`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, rawEmail, rawRole] = process.argv.slice(2);
if (!command || !rawEmail || (command !== "grant" && command !== "create")) fail(USAGE);
const role = rawRole ?? (command === "create" ? "admin" : undefined);
if (!role || !isRole(role)) fail(`Unknown role "${rawRole ?? ""}".\n${USAGE}`);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  fail(err instanceof ConfigError ? err.message : String(err));
}
// Log lines go to stderr, so the printed link is the only thing on stdout.
const log = pino({ level: "info" }, pino.destination(2));
const database = await prepareDatabase(config);
const { db } = database;
try {
  if (command === "grant") {
    console.info(await grantRole({ db, log }, rawEmail, role));
  } else {
    const outbox = new Outbox(config);
    const auth = createAuth({ config, db, outbox, secret: resolveAuthSecret(config), log });
    for (const line of await createStaff({ auth, db, outbox, log }, rawEmail, role)) {
      console.info(line);
    }
  }
} catch (err) {
  if (err instanceof CommandError) {
    await database.close();
    fail(err.message);
  }
  throw err;
} finally {
  await database.close();
}
