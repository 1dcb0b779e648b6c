import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request as httpRequest, type IncomingMessage } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { BUILT_WEB_INDEX, ensureBuilt } from "../support/built-server.ts";
import { waitUntil } from "../support/wait.ts";

const serverDir = fileURLToPath(new URL("../..", import.meta.url));
const DEMO = { email: "customer@example.com", password: "Automobi-demo-1" };
const SEEDED = "Loaded the demo data into the empty database.";

const dataDir = mkdtempSync(join(tmpdir(), "automobi-restart-"));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

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

interface RunningServer {
  base: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server, as `npm start` runs it (the built bundle), on the shared data folder. */
async function startServer(): Promise<RunningServer> {
  // The web app too: the bundle must find it (and the migrations) from apps/server/dist.
  const bundle = ensureBuilt(["web", "server"]);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: "warn",
  };
  for (const name of ["DATABASE_URL", "SEED_DEMO", "AUTH_SECRET", "SMTP_URL"]) delete env[name];
  const child = spawn(process.execPath, [bundle], {
    cwd: serverDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let log = "";
  child.stdout?.on("data", (chunk) => (log += chunk));
  child.stderr?.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
      // Refused while not listening yet.
      return fetch(`${base}/api/health`).then(
        (res) => res.status === 200,
        () => false,
      );
    },
    60_000,
    { everyMs: 50, what: "the server answering /api/health" },
  );
  return { base, child, output: () => log, exited };
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(DEMO),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function requestCount(base: string, cookie: string): Promise<number> {
  const res = await fetch(`${base}/api/quote-requests`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** Resolves once the server refuses new work (connection refused, or 503 while closing). */
async function refusesNewRequests(base: string): Promise<void> {
  await waitUntil(
    () =>
      fetch(`${base}/api/live`).then(
        (res) => res.status === 503,
        () => true,
      ),
    10_000,
    { what: "the server refusing new requests" },
  );
}

/**
 * A sign-in whose headers the server has parsed (it answered 100 Continue) but whose body is
 * still to come: an in-flight request. `finish` sends the body and resolves with the response.
 */
async function startSignIn(base: string) {
  const body = JSON.stringify(DEMO);
  const req = httpRequest(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(body),
      origin: base,
      expect: "100-continue",
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once("response", resolve);
    req.once("error", reject);
  });
  // Handled here so that a request cut off at shutdown is not an unhandled rejection.
  response.catch(() => {});
  await new Promise<void>((resolve) => req.once("continue", resolve));
  return {
    response,
    finish: async () => {
      req.end(body);
      const res = await response;
      res.resume();
      return res.statusCode;
    },
  };
}

/**
 * The same in-flight sign-in sent the way browsers and fetch send it: over a connection the
 * client keeps alive after the answer, the body streamed in chunks, half of it at once and the
 * rest once `finish` releases it.
 */
async function startKeptAliveSignIn(base: string) {
  const json = JSON.stringify(DEMO);
  const agent = new Agent({ keepAlive: true });
  const req = httpRequest(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    agent,
    headers: {
      "content-type": "application/json",
      "transfer-encoding": "chunked",
      origin: base,
      expect: "100-continue",
    },
  });
  const response = new Promise<IncomingMessage>((resolve, reject) => {
    req.once("response", resolve);
    req.once("error", reject);
  });
  response.catch(() => {});
  // The server has the request line and headers once it answers 100 Continue.
  await new Promise<void>((resolve) => req.once("continue", resolve));
  req.write(json.slice(0, 10));
  return {
    finish: async () => {
      req.end(json.slice(10));
      const res = await response;
      res.resume();
      await new Promise((resolve) => res.once("end", resolve));
      return res.statusCode;
    },
    release: () => agent.destroy(),
  };
}

/** The page and a script of apps/web/dist, the script as the build's brotli copy. */
async function expectServesTheBuiltWebApp(base: string) {
  const page = await fetch(`${base}/dashboard`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toBe(readFileSync(BUILT_WEB_INDEX, "utf8"));
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script, "index.html loads a script from /assets").toBeDefined();
  const asset = await fetch(`${base}${script}`, { headers: { "accept-encoding": "br" } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get("content-encoding")).toBe("br");
  await asset.arrayBuffer();
}

describe("stopping and restarting the server", () => {
  it("finishes in-flight requests on SIGTERM, exits 0, keeps every row for the next start, and gives up on a stuck request after 10 s", async () => {
    const first = await startServer();
    expect(first.output()).toContain(SEEDED);
    await expectServesTheBuiltWebApp(first.base);
    const cookie = await signIn(first.base);
    const total = await requestCount(first.base, cookie);
    expect(total).toBeGreaterThanOrEqual(8);

    const inFlight = await startSignIn(first.base);
    const keptAlive = await startKeptAliveSignIn(first.base);
    const signalled = Date.now();
    first.child.kill("SIGTERM");
    await refusesNewRequests(first.base);
    expect(await inFlight.finish()).toBe(200);
    expect(await keptAlive.finish()).toBe(200);
    // The kept-alive connection, idle once answered, is closed rather than waited for.
    expect(await first.exited).toBe(0);
    keptAlive.release();
    expect(Date.now() - signalled).toBeLessThan(10_000);

    const second = await startServer();
    // Not loaded twice: no second seed, the same requests, and the session from before still works.
    expect(second.output()).not.toContain(SEEDED);
    expect(await requestCount(second.base, cookie)).toBe(total);
    expect(await requestCount(second.base, await signIn(second.base))).toBe(total);

    // A request that never completes (its body never comes) must not keep the server alive.
    const stuck = await startSignIn(second.base);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(1);
    await expect(stuck.response).rejects.toThrow("socket hang up");
    expect(second.output()).toContain("shutdown took over 10 s; exiting anyway");
  }, 120_000);
});
