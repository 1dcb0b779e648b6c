// Opening a bench database (PostgreSQL URL or PGlite folder), applying the server's committed
// migrations with the same Drizzle migrators the server uses, and loading the generated data.
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { hashPassword, symmetricEncrypt } from "better-auth/crypto";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import {
  BENCH_AUTH_SECRET,
  BENCH_PASSWORD,
  BENCH_STAFF_TOTP_SECRET,
  dataSteps,
  HEAVY_EMAIL,
} from "./data-sql.mjs";

export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL("../../apps/server/drizzle", import.meta.url),
);

/** `{ kind: "postgres", url }` or `{ kind: "pglite", dataDir }`; answers `{ query, close }`. */
export async function openTarget(target) {
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text) => (await client.query(text)).rows,
      migrate: () => migrateNodePg(drizzleNodePg(client), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => client.end(),
    };
  }
  mkdirSync(target.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: target.dataDir });
  return {
    query: async (text) => (await db.query(text)).rows,
    migrate: () => migratePglite(drizzlePglite(db), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => db.close(),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Migrates the target and fills it; refuses a database that already holds bench rows.
 * Answers the total time in ms. `log` gets one line per step.
 */
export async function loadData(target, counts, log = console.info) {
  const started = performance.now();
  const db = await openTarget(target);
  try {
    await db.migrate();
    log(`  migrations applied (${seconds(performance.now() - started)})`);
    const [existing] = await db.query(
      `SELECT count(*)::int AS n FROM "user" WHERE email LIKE '%@bench.example'`,
    );
    if (existing.n > 0) {
      throw new Error(`the database already holds ${existing.n} bench accounts; use a fresh one`);
    }
    // One hash for every account, made by better-auth's own hasher.
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    // Stored as the two-factor plugin stores a key: encrypted with the server's auth secret.
    const staffTwoFactorSecret = await symmetricEncrypt({
      key: BENCH_AUTH_SECRET,
      data: `base32:${BENCH_STAFF_TOTP_SECRET}`,
    });
    for (const step of dataSteps({ ...counts, passwordHash, staffTwoFactorSecret })) {
      const t = performance.now();
      await db.query(step.sql);
      log(`  ${step.label}: ${seconds(performance.now() - t)}`);
    }
    const [rows] = await db.query(`SELECT
      (SELECT count(*) FROM "user")::int AS users,
      (SELECT count(*) FROM quote_requests)::int AS requests,
      (SELECT count(*) FROM quotes)::int AS quotes,
      (SELECT count(*) FROM payments)::int AS payments`);
    log(
      `  rows now: ${rows.users} users, ${rows.requests} requests, ${rows.quotes} quotes, ${rows.payments} payments`,
    );
  } finally {
    await db.close();
  }
  return performance.now() - started;
}

/** True when the target exists and holds the generated data (its heavy customer). */
export async function hasData(target) {
  if (target.kind === "pglite" && !existsSync(target.dataDir)) return false;
  if (target.kind === "postgres" && !(await databaseExists(target.url))) return false;
  const db = await openTarget(target);
  try {
    const [row] = await db.query(`SELECT to_regclass('public.user') IS NOT NULL AS ok`);
    if (!row.ok) return false;
    const found = await db.query(`SELECT 1 FROM "user" WHERE email = '${HEAVY_EMAIL}'
      AND EXISTS (SELECT 1 FROM garage_users WHERE user_id = 'bench-garage')`);
    // Data generated before the rows were placed (or cut short before the requests, or the
    // reward ledger, its last step, or before notifications were generated) is generated again.
    const complete = await db.query(
      `SELECT 1 FROM quote_requests WHERE user_id LIKE 'bench-c-%' AND latitude IS NOT NULL
         AND EXISTS (SELECT 1 FROM reward_transactions WHERE user_id LIKE 'bench-%')
         AND EXISTS (SELECT 1 FROM notifications WHERE user_id LIKE 'bench-%')
         AND EXISTS (SELECT 1 FROM two_factor WHERE user_id = 'bench-admin') LIMIT 1`,
    );
    return found.length === 1 && complete.length === 1;
  } finally {
    await db.close();
  }
}

/** The maintenance URL (same server, database `postgres`) and the database's name. */
function splitUrl(url) {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  parsed.pathname = "/postgres";
  return { admin: parsed.toString(), name };
}

/** `url` with its database replaced by `name`. */
export function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onAdmin(url, fn) {
  const { admin, name } = splitUrl(url);
  if (!/^bench_[a-z0-9_]+$/.test(name)) throw new Error(`refusing database "${name}": not bench_*`);
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await fn(client, name);
  } finally {
    await client.end();
  }
}

export const databaseExists = (url) =>
  onAdmin(url, async (c, name) => {
    const { rows } = await c.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return rows.length === 1;
  });
export const createDatabase = (url) =>
  onAdmin(url, (c, name) => c.query(`CREATE DATABASE "${name}"`));
export const dropDatabase = (url) =>
  onAdmin(url, (c, name) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

/** Creates the (empty) database or folder of a target; removes it again. */
export async function createTarget(target) {
  if (target.kind === "postgres") await createDatabase(target.url);
  else mkdirSync(target.dataDir, { recursive: true });
}
export async function removeTarget(target) {
  if (target.kind === "postgres") await dropDatabase(target.url);
  else rmSync(target.dataDir, { recursive: true, force: true });
}
