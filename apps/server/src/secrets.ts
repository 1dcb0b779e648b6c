import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config.ts";

/**
 * Outside production the auth secret may be left unset: one is generated on first start and
 * kept in DATA_DIR so sessions survive a restart. Production refuses to start without it
 * (see loadConfig).
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = join(config.dataDir, "secrets.json");
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { authSecret?: unknown };
    if (typeof stored.authSecret === "string" && stored.authSecret.length >= 32) {
      return stored.authSecret;
    }
  } catch {
    // Missing or unreadable: generate below.
  }
  mkdirSync(config.dataDir, { recursive: true });
  const authSecret = randomBytes(32).toString("hex");
  writeFileSync(file, `${JSON.stringify({ authSecret }, null, 2)}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; a replaced file keeps its old permissions.
  chmodSync(file, 0o600);
  return authSecret;
}
