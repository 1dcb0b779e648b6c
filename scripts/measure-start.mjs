#!/usr/bin/env node
// `npm run bench:start`: how long the server takes from `node …` to its first healthy
// /api/health on the embedded PGlite, and its resident memory then, for the built bundle (what
// `npm start` runs) and, for comparison, the TypeScript sources under tsx (`npm run dev`).
//   cold     a fresh DATA_DIR: the built database template copied in (apps/server/src/db/
//            pglite-template.ts), any newer migration, the demo data
//   restart  the same DATA_DIR again: the everyday start
// Each figure is the median of START_RUNS runs (3). Not a test: it never runs in CI.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const runs = Number(process.env.START_RUNS ?? 3);
const MODES = {
  built: ["apps/server/dist/server.js"],
  tsx: ["--import", "tsx", "apps/server/src/server.ts"],
};

const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(1);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB, as `ps` reports it. */
const rssMb = (pid) => Number(execFileSync("ps", ["-o", "rss=", "-p", String(pid)])) / 1024;

async function startOnce(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
      } catch {}
      if (performance.now() - started > 60_000) throw new Error("not healthy within 60 s");
      await new Promise((r) => setTimeout(r, 20));
    }
    const healthyMs = performance.now() - started;
    const rssAtHealthy = rssMb(child.pid);
    // Once the start's garbage has had a chance to go.
    await new Promise((r) => setTimeout(r, 3_000));
    return { healthyMs, rssAtHealthy, rssSettled: rssMb(child.pid) };
  } finally {
    const gone = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    await gone;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
for (const [mode, args] of Object.entries(MODES)) {
  const cold = [];
  const restart = [];
  for (let i = 0; i < runs; i++) {
    const dataDir = mkdtempSync(join(tmpdir(), "automobi-start-"));
    try {
      cold.push(await startOnce(args, dataDir));
      restart.push(await startOnce(args, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  for (const [kind, results] of [
    ["cold", cold],
    ["restart", restart],
  ]) {
    rows.push({
      mode,
      start: kind,
      "healthy after (s)": (median(results.map((r) => r.healthyMs)) / 1000).toFixed(2),
      "RSS at healthy (MB)": median(results.map((r) => r.rssAtHealthy)).toFixed(0),
      "RSS 3 s later (MB)": median(results.map((r) => r.rssSettled)).toFixed(0),
      runs: results.map((r) => (r.healthyMs / 1000).toFixed(2)).join(" "),
    });
  }
}
console.table(rows);
