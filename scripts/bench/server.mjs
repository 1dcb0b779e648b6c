// Starting the built server for the bench and the soak: a free loopback port, its own DATA_DIR,
// the log in a file, healthy before use, and a stop that waits for the process to end.
import { spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_AUTH_SECRET } from "./data-sql.mjs";

export const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Resident memory of a process in MB, from /proc (Linux). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * Starts `bundle` on `target` (`{ kind: "postgres", url }` or `{ kind: "pglite", dataDir }`)
 * with TRUST_PROXY=true, so clients can name distinct client IPs in x-forwarded-for, and
 * SEED_DEMO=false. Answers `{ base, pid, log, exited(), stop() }` once /api/health is 200.
 */
export async function startServer({ bundle, target, label, env: extra = {} }) {
  const port = await freePort();
  // PGlite keeps its database in DATA_DIR; with PostgreSQL it holds only the generated secret.
  const scratch =
    target.kind === "postgres" ? mkdtempSync(join(tmpdir(), "automobi-bench-")) : null;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: target.kind === "pglite" ? target.dataDir : scratch,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    TRUST_PROXY: "true",
    SEED_DEMO: "false",
    // The generated staff's two-step keys are stored encrypted with it (bench/data-sql.mjs).
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ...extra,
  };
  delete env.DATABASE_URL;
  if (target.kind === "postgres") env.DATABASE_URL = target.url;
  const log = join(tmpdir(), `automobi-${label}-server-${port}.log`);
  const child = spawn(process.execPath, [bundle], {
    env,
    stdio: ["ignore", openSync(log, "w"), openSync(log, "a")],
  });
  let exitInfo = null;
  const gone = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      exitInfo = { code, signal };
      resolve();
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exitInfo) {
      child.kill("SIGTERM");
      await gone;
    }
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  const started = Date.now();
  try {
    for (;;) {
      if (exitInfo) {
        throw new Error(`the server exited (${exitInfo.code ?? exitInfo.signal}); see ${log}`);
      }
      try {
        const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) break;
      } catch {}
      if (Date.now() - started > 120_000) throw new Error(`not healthy in 120 s; see ${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    base,
    pid: child.pid,
    log,
    healthyMs: Date.now() - started,
    exited: () => exitInfo,
    stop,
  };
}
