#!/usr/bin/env node
// `npm run bench`: builds what is stale (as `npm start` does), starts the built server (embedded
// database, demo data) on a free port and runs autocannon against each endpoint in turn, in one
// run, so the figures compare like for like on this shared machine. `/api/live` is the bare JSON
// baseline. Not a test: it never runs in CI.
//
// The server runs at the default log level (info), as `npm start` does, writing its log to a
// file (named at the end) rather than this terminal. LOG_LEVEL=warn measures without request
// logs. BENCH_SERVER=<bundle> benchmarks a server bundle built earlier (a copy of
// apps/server/dist/server.js kept at the same depth, e.g. apps/server/dist-before/server.js),
// for a before/after table from one tree; the build step is then skipped.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const ENDPOINTS = [
  { name: "bare JSON (/api/live)", path: "/api/live" },
  { name: "health, one query (/api/health)", path: "/api/health" },
  { name: "public config (/api/public-config)", path: "/api/public-config" },
  // The customer's dashboard list: session lookup, then one paged, indexed query.
  {
    name: "own requests, page 1 (/api/quote-requests)",
    path: "/api/quote-requests",
    signedIn: true,
  },
];
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

// Benchmark what `npm start` runs: the bundled server, serving the built SPA.
const serverBundle = process.env.BENCH_SERVER ?? "apps/server/dist/server.js";
const build = process.env.BENCH_SERVER
  ? { status: 0 }
  : spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) {
  console.error(
    `node scripts/build.mjs failed (exit ${build.status ?? build.signal}); nothing benchmarked.`,
  );
  process.exit(1);
}

const port = await new Promise((resolve) => {
  const s = createServer().listen(0, "127.0.0.1", () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), "automobi-bench-"));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
};
if (process.env.BENCH_DATABASE_URL) {
  env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  // The signed-in endpoints need the demo customer; it is only loaded into an empty database.
  env.SEED_DEMO = "true";
}
const serverLog = join(tmpdir(), `automobi-bench-server-${port}.log`);
const logFd = openSync(serverLog, "w");
const server = spawn(process.execPath, [serverBundle], {
  env,
  stdio: ["ignore", logFd, logFd],
});
const base = `http://127.0.0.1:${port}`;
// A server that dies (bad config, port taken, failed migration) must end the run, not hang it.
let exited = null;
server.once("exit", (code, signal) => {
  exited = { code, signal };
});
const exitedNote = () => `the server exited early (code ${exited.code ?? exited.signal})`;

try {
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error(`${exitedNote()} before it was healthy; see ${serverLog}`);
    try {
      if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) break;
    } catch {}
    if (Date.now() - started > 90_000) throw new Error("server did not become healthy in 90 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  console.info(
    `server healthy after ${Date.now() - started} ms; ${connections} connections, ${duration} s each, log level ${env.LOG_LEVEL} (log: ${serverLog})\n`,
  );
  // The demo customer's session, for the signed-in endpoints.
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: "customer@example.com", password: "Automobi-demo-1" }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  const rows = [];
  for (const endpoint of ENDPOINTS) {
    if (exited) throw new Error(`${exitedNote()} during the benchmark; see ${serverLog}`);
    const result = await autocannon({
      url: base + endpoint.path,
      connections,
      duration,
      headers: endpoint.signedIn ? { cookie } : {},
    });
    rows.push({
      endpoint: endpoint.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
    });
  }
  const baseline = rows[0]["req/s"];
  for (const row of rows) row["vs bare"] = `${((row["req/s"] / baseline) * 100).toFixed(0)} %`;
  console.table(rows);
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  if (!exited) {
    const gone = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await gone;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
