import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const REPO_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const HEALTH_TIMEOUT_MS = 90_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === "object") resolve(address.port);
        else reject(new Error("Could not find a free port"));
      });
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} before it was healthy:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `GET ${baseUrl}/api/health was not 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(kill);
      resolve();
    });
    server.kill("SIGTERM");
  });
}

/**
 * With TEST_DATABASE_URL the journeys run on PostgreSQL: a fresh database on that server, with
 * the demo data, dropped afterwards. Otherwise on the embedded PGlite in a temporary folder.
 */
async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return null;
  const { default: pg } = await import("pg");
  const name = `automobi_e2e_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/** As `npm start` does: each of the web app and the server is built when its sources changed. */
export function buildIfStale() {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error(`node scripts/build.mjs failed (exit ${build.status})`);
}

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment for this server (SMTP_URL, say). */
  env?: Record<string, string>;
}

/**
 * Starts the real server the way `npm start` runs it (plain node on the built bundle, serving
 * the built web app) on a free port with a fresh database and a throw-away data directory.
 * The bundle must be built already (global-setup builds it, once per run).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "automobi-e2e-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const postgres = await postgresDatabase();

  const server = spawn(process.execPath, ["apps/server/dist/server.js"], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      // development, not test: the dev mailbox the journeys read exists only there.
      NODE_ENV: "development",
      LOG_LEVEL: "warn",
      // The journeys' helpers stand in for many customers, each from their own address
      // (X-Forwarded-For, see e2e/support/accounts.ts); the browser itself is 127.0.0.1.
      TRUST_PROXY: "1",
      // scrypt at a 32nd of its cost: the journeys sign in hundreds of times (decision 054)
      PASSWORD_HASHING: "fast",
      ...(postgres ? { DATABASE_URL: postgres.url, SEED_DEMO: "true" } : {}),
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });

  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
    process.stderr.write(chunk);
  };
  server.stdout?.on("data", keep);
  server.stderr?.on("data", keep);

  const cleanUp = async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };

  try {
    await waitForHealth(baseUrl, server, () => log);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return { baseUrl, stop: cleanUp };
}
