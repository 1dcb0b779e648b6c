import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { runMigrations } from "../db/migrate.ts";

/**
 * Writes the API's OpenAPI document to the file named on the command line (or prints it), for
 * the linter in CI: the app is built on a throw-away embedded database and asked for
 * /api/openapi.json, so the file is exactly what the server serves.
 */
async function main() {
  const out = process.argv[2];
  const dataDir = mkdtempSync(join(tmpdir(), "automobi-openapi-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET: "openapi-document-openapi-document-0123",
    PUBLIC_URL: "http://localhost:3000",
    DATA_DIR: dataDir,
  });
  const database = await openDatabase({ kind: "pglite" });
  await runMigrations(database);
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    const res = await app.inject({ method: "GET", url: "/api/openapi.json" });
    if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}`);
    const text = `${JSON.stringify(res.json(), null, 2)}\n`;
    if (out) {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, text);
    } else process.stdout.write(text);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
