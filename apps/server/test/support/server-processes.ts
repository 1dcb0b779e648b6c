import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect } from "vitest";
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, seedDemo } from "../../src/demo/seed.ts";
import { ensureBuilt } from "./built-server.ts";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";
import { totpCode } from "./totp.ts";

// The real server as `npm start` runs it, as separate processes on one PostgreSQL database:
// what several processes behind one address share (and must not keep apart).

/** The auth secret every process of a test shares, as the processes of one site do. */
export const PROCESSES_AUTH_SECRET = "session-cache-secret-session-cache-secret";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object" ? resolve(address.port) : reject(new Error("port")),
      );
    });
  });
}

/** Polls until `check` holds; fails after `withinMs`. Returns how long it took. */
export async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  output(): string;
}

/** The built server on the given PostgreSQL database, answering its health check. */
export async function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  publicUrl?: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  delete inherited.SEED_DEMO;
  delete inherited.SMTP_URL;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // One site behind a load balancer: every process serves the same public address.
    PUBLIC_URL: publicUrl ?? base,
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "2",
    AUTH_SECRET: PROCESSES_AUTH_SECRET,
    ...extraEnv,
  };
  const child = spawn(process.execPath, [ensureBuilt()], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  await within(60_000, async () => {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    return fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
  });
  return { base, child, output: () => log };
}

/** A call as a browser on the site's own page makes it. */
export function callProcess(
  server: ServerProcess,
  publicUrl: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
) {
  return fetch(server.base + path, {
    method,
    headers: {
      cookie,
      origin: publicUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Signs a demo account in on `server` (staff with the demo authenticator's code). */
export async function signInDemo(
  server: ServerProcess,
  publicUrl: string,
  email: string,
): Promise<string> {
  const call = (path: string, cookie: string, body: unknown) =>
    callProcess(server, publicUrl, "POST", path, cookie, body);
  const res = await call("/api/auth/sign-in/email", "", { email, password: DEMO_PASSWORD });
  expect(res.status, email).toBe(200);
  const cookies = (answer: Response) =>
    answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  if (!((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) {
    return cookies(res);
  }
  // Demo staff: the code from the published key (decision 042).
  const coded = await call("/api/auth/two-factor/verify-totp", cookies(res), {
    code: totpCode(DEMO_STAFF_TOTP_SECRET),
  });
  expect(coded.status, email).toBe(200);
  return cookies(coded);
}

/** The one site several processes serve in a test: each process's PUBLIC_URL. */
export const PROCESSES_PUBLIC_URL = "http://automobi.test";

/**
 * `count` server processes on one fresh PostgreSQL database with the demo data, started before
 * the file's tests and killed after them: `servers` is filled once they all answer.
 */
export function useServerProcesses(count: number, label: string) {
  const servers: ServerProcess[] = [];
  let dataDir = "";
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `automobi-${label}-`));
    database = await createTestDatabase();
    await seedDemo(database.handle.db, {
      supportEmail: "support@example.com",
      authSecret: PROCESSES_AUTH_SECRET,
    });
    servers.push(
      ...(await Promise.all(
        Array.from({ length: count }, () =>
          startServerProcess(database!.url!, dataDir, PROCESSES_PUBLIC_URL),
        ),
      )),
    );
  }, 90_000);
  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return servers;
}
