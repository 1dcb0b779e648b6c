import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, seedDemo } from "../../src/demo/seed.ts";
import { ensureBuilt } from "../support/built-server.ts";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";
import { totpCode } from "../support/totp.ts";

const AUTH_SECRET = "session-cache-secret-session-cache-secret";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
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
async function within(withinMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface Server {
  base: string;
  child: ChildProcess;
  output(): string;
}

/** The real server, as `npm start` runs it, on the given PostgreSQL database. */
async function startServer(databaseUrl: string, dataDir: string, publicUrl?: string) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // One site behind a load balancer: both processes serve the same public address.
    PUBLIC_URL: publicUrl ?? base,
    LOG_LEVEL: "warn",
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: "2",
    AUTH_SECRET,
  };
  delete env.SEED_DEMO;
  delete env.SMTP_URL;
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
  return { base, child, output: () => log } satisfies Server;
}

// Several processes share a database only on PostgreSQL; PGlite is one process's own.
describe.skipIf(!process.env.TEST_DATABASE_URL)("the session cache across two processes", () => {
  let dataDir = "";
  let database: TestDatabase | undefined;
  const servers: Server[] = [];
  const publicUrl = "http://automobi.test";

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "automobi-session-cache-"));
    database = await createTestDatabase();
    await seedDemo(database.handle.db, {
      supportEmail: "support@example.com",
      authSecret: AUTH_SECRET,
    });
    servers.push(
      ...(await Promise.all([1, 2].map(() => startServer(database!.url!, dataDir, publicUrl)))),
    );
  }, 90_000);

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill("SIGKILL");
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (server: Server, method: string, path: string, cookie: string, body?: unknown) =>
    fetch(server.base + path, {
      method,
      headers: {
        cookie,
        origin: publicUrl,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function signIn(server: Server, email: string): Promise<string> {
    const res = await call(server, "POST", "/api/auth/sign-in/email", "", {
      email,
      password: DEMO_PASSWORD,
    });
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
    const coded = await call(server, "POST", "/api/auth/two-factor/verify-totp", cookies(res), {
      code: totpCode(DEMO_STAFF_TOTP_SECRET),
    });
    expect(coded.status, email).toBe(200);
    return cookies(coded);
  }

  it("refuses a session signed out on the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const cookie = await signIn(a, "customer@example.com");
    // Both processes now hold the session in memory.
    for (const server of [a, b, a, b]) {
      expect((await call(server, "GET", "/api/quote-requests", cookie)).status).toBe(200);
    }
    const out = await call(b, "POST", "/api/auth/sign-out", cookie, {});
    expect(out.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/quote-requests", cookie)).status === 401;
    });
    expect(took).toBeLessThan(1_000);
    expect((await call(b, "GET", "/api/quote-requests", cookie)).status).toBe(401);
  });

  it("downgrades a session demoted on the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const admin = await signIn(a, "admin@example.com");
    const boss = await signIn(b, "superadmin@example.com");
    for (let i = 0; i < 2; i++) {
      expect((await call(a, "GET", "/api/admin/outbox", admin)).status).toBe(200);
    }
    const staff = (await (await call(b, "GET", "/api/admin/staff", boss)).json()) as {
      items: { id: string; email: string }[];
    };
    const target = staff.items.find((s) => s.email === "admin@example.com")!;
    const demoted = await call(b, "POST", `/api/admin/staff/${target.id}/demote`, boss, {});
    expect(demoted.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/admin/outbox", admin)).status === 403;
    });
    expect(took).toBeLessThan(1_000);
    // Still signed in, as a customer now.
    expect((await call(a, "GET", "/api/quote-requests", admin)).status).toBe(200);
  });

  it("signs a suspended garage's users out of the other process within a second", async () => {
    const [a, b] = servers as [Server, Server];
    const garageUser = await signIn(a, "garage@example.com");
    for (const server of [a, b, a, b]) {
      expect((await call(server, "GET", "/api/garage/portal", garageUser)).status).toBe(200);
    }
    const boss = await signIn(b, "superadmin@example.com");
    const listed = (await (
      await call(b, "GET", "/api/admin/garages?search=Hartley", boss)
    ).json()) as { items: { id: string }[] };
    const suspended = await call(
      b,
      "POST",
      `/api/admin/garages/${listed.items[0]!.id}/suspend`,
      boss,
      {},
    );
    expect(suspended.status).toBe(200);
    const took = await within(1_000, async () => {
      return (await call(a, "GET", "/api/garage/portal", garageUser)).status === 401;
    });
    expect(took).toBeLessThan(1_000);
    const again = await call(a, "POST", "/api/auth/sign-in/email", "", {
      email: "garage@example.com",
      password: DEMO_PASSWORD,
    });
    expect(again.status).toBe(403);
  });
});
