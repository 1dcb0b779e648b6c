#!/usr/bin/env node
// `npm run bench`: builds what is stale (as `npm start` does), then for each data size starts the
// built server on a database filled by the load data generator (scripts/load-data.mjs) and runs
// autocannon against each route in turn, in one run, so the figures compare like for like on
// this shared machine. `/api/live` is the bare JSON baseline, `/api/health` (one query) the
// reference of the "vs health" column. Not a test: it never runs in CI.
//
//   npm run bench                                   PGlite, 10 k requests
//   npm run bench -- --size 1m                      PGlite, 1 M requests
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --size both
//
// Engine: PGlite in BENCH_DATA_DIR/<size> (default <tmp>/automobi-bench-data), or PostgreSQL
// when BENCH_DATABASE_URL names a server: its database bench_<size> is used. A size whose
// database (or folder) already holds the generated data is reused as it is, and kept; one that
// does not is generated first (timed) and removed at the end, unless --keep. `npm run
// bench:data` prepares one ahead of time. Each run adds its submissions and sessions to it.
//
// Routes: bare, health, the customer's own list (a normal customer with R/C requests and the
// heavy one with 5,000; first and last page: the last found by following `nextCursor` when the
// list answers one, else `?page=` from `total`), the admin dashboard list, the portal
// statistics, the other customer and admin lists over the generated tables (the heavy
// customer's reward ledger and notifications with their unread count, the admin list's other
// views and filters and its counts, the portal's four lists, customer service's recent
// requests, what is near what, the garage portal's nearby requests; BENCH_LIST_SECONDS, 5
// each), quote submission and sign-in. Submissions come from signed-in submitter accounts
// (signed in only when that route is measured; 8 each at most: the limit is 10 an hour) and
// every submission and sign-in names its own client IP in x-forwarded-for (the server runs
// with TRUST_PROXY=true), so no limit is reached
// unless the server's limits change. Any non-2xx answer is an error, listed by status.
//
// Each row also says where the route's CPU went, in µs per request: the server process, the
// local PostgreSQL server's processes, and the load generator (this process). On a 2-core
// machine the three share the cores, so a route's share of health is bounded by their sum.
//
// "vs health" compares a route with the run's health row; "vs health beside" with health
// measured for BENCH_HEALTH_BESIDE_SECONDS (3) just before the route, which this shared
// machine's drift within a run (a fifth or more) does not skew.
//
// Every request carries a browser's Accept-Encoding (BENCH_ACCEPT_ENCODING overrides it; empty
// measures uncompressed answers), so compressed answers are what is measured.
// BENCH_CONNECTIONS (50), BENCH_SECONDS (10 per route), BENCH_SUBMITTERS (400 accounts);
// --only <word,…> runs only the routes whose name has one of the words (and bare and health).
// The server runs at the default log level (info), as `npm start` does, its log in a file
// (named at the end); LOG_LEVEL=warn measures without request logs. BENCH_SERVER=<bundle>
// benchmarks a server bundle built earlier (a copy of apps/server/dist/server.js kept at the
// same depth, e.g. apps/server/dist-before/server.js); the build step is then skipped.
import { spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { clientIps, lastPagePath, signIn, signInAll } from "./bench/client.mjs";
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  GARAGE_USER_EMAIL,
  HEAVY_EMAIL,
  NEAR_POSTCODE,
  NORMAL_EMAIL,
  SIZES,
} from "./bench/data-sql.mjs";
import {
  createTarget,
  hasData,
  loadData,
  openTarget,
  removeTarget,
  withDatabase,
} from "./bench/dataset.mjs";
import {
  idleStreams,
  ratioRows,
  runScenarios,
  STAFF_EMAILS,
  scenarios,
} from "./bench/scenarios.mjs";
import { startServer } from "./bench/server.mjs";

const { values } = parseArgs({
  options: {
    size: { type: "string" },
    keep: { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const sizeArg = (values.size ?? process.env.BENCH_SIZE ?? "10k").toLowerCase();
const sizes = sizeArg === "both" ? ["10k", "1m"] : [sizeArg];
if (!sizes.every((s) => s in SIZES)) {
  console.error("--size must be 10k, 1m or both");
  process.exit(1);
}
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Server processes behind the port (SERVER_PROCESSES); PostgreSQL only. */
const processes = Number(process.env.BENCH_PROCESSES ?? 1);
/** Idle staff streams held open, and for how long (a stream's heartbeat is every 25 s). */
const STREAM_COUNT = Number(process.env.BENCH_STREAMS ?? 50);
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? 60);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const submitterCount = Number(process.env.BENCH_SUBMITTERS ?? 400);
const pgUrl = process.env.BENCH_DATABASE_URL;
const dataRoot = process.env.BENCH_DATA_DIR ?? join(tmpdir(), "automobi-bench-data");
const engine = pgUrl ? "postgres" : "pglite";

// Benchmark what `npm start` runs: the bundled server, serving the built SPA.
const bundle = process.env.BENCH_SERVER ?? "apps/server/dist/server.js";
if (!process.env.BENCH_SERVER) {
  const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (build.status !== 0) {
    console.error(`node scripts/build.mjs failed (exit ${build.status ?? build.signal}).`);
    process.exit(1);
  }
}

const targetOf = (size) =>
  pgUrl
    ? { kind: "postgres", url: withDatabase(pgUrl, `bench_${size}`) }
    : { kind: "pglite", dataDir: join(dataRoot, size) };

/**
 * Submitter accounts whose hourly submission window is fresh (no counter, or one that has
 * expired), read before the server starts (PGlite allows one process at a time).
 */
async function freshSubmitters(target, limit) {
  const text = `SELECT u.email FROM "user" u
    WHERE u.email LIKE 'bench-submit-%' AND NOT EXISTS (
      SELECT 1 FROM rate_limit rl WHERE rl.key = 'quote-submit:account:' || lower(u.id)
        AND rl.last_request > extract(epoch FROM now()) * 1000 - 3600 * 1000)
    ORDER BY random() LIMIT ${Number(limit)}`;
  if (target.kind === "postgres") {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      return (await client.query(text)).rows.map((r) => r.email);
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create({ dataDir: target.dataDir });
  try {
    return (await db.query(text)).rows.map((r) => r.email);
  } finally {
    await db.close();
  }
}

/** An open bench request and a bench garage in London (NEAR_POSTCODE), for the near lists. */
async function nearIds(target) {
  const db = await openTarget(target);
  try {
    const [request] = await db.query(
      `SELECT id FROM quote_requests WHERE postcode = '${NEAR_POSTCODE}' AND status = 'pending'
         AND user_id LIKE 'bench-c-%' ORDER BY id LIMIT 1`,
    );
    const [garage] = await db.query(
      `SELECT id FROM garages WHERE postcode = '${NEAR_POSTCODE}'
         AND email LIKE '%@garages.bench.example' ORDER BY id LIMIT 1`,
    );
    if (!request || !garage) throw new Error(`no bench request or garage in ${NEAR_POSTCODE}`);
    return { nearRequestId: request.id, nearGarageId: garage.id };
  } finally {
    await db.close();
  }
}

async function benchSize(size) {
  const target = targetOf(size);
  const counts = SIZES[size];
  let created = false;
  if (!(await hasData(target))) {
    console.info(`Generating the ${size} data on ${engine} (npm run bench:data does the same):`);
    await removeTarget(target);
    await createTarget(target);
    created = true;
    const ms = await loadData(target, counts);
    console.info(`Generated in ${(ms / 1000).toFixed(1)} s.`);
  }
  const submitters = await freshSubmitters(target, submitterCount);
  if (submitters.length < submitterCount) {
    console.warn(`only ${submitters.length} submitters are outside their hourly limit`);
  }
  const server = await startServer({
    bundle,
    target,
    label: `bench-${size}`,
    // BENCH_PROCESSES=2: the server as several processes behind its port (decision 065)
    env: processes > 1 ? { SERVER_PROCESSES: String(processes), DATABASE_POOL_SIZE: "10" } : {},
  });
  try {
    console.info(
      `\n${engine} ${size}: server (${processes} process${processes > 1 ? "es" : ""}) healthy after ${server.healthyMs} ms; ${connections} connections, ${duration} s a route (log: ${server.log})`,
    );
    const nextIp = clientIps();
    const login = (email) => signIn(server.base, email, BENCH_PASSWORD, nextIp());
    const s = {
      base: server.base,
      nextIp,
      runId: `${Date.now().toString(36)}`,
      customers: counts.customers,
      normal: await login(NORMAL_EMAIL),
      heavy: await login(HEAVY_EMAIL),
      admin: await login(ADMIN_EMAIL),
      garage: await login(GARAGE_USER_EMAIL),
      ...(await nearIds(target)),
    };
    s.normalLast = await lastPagePath(server.base, s.normal);
    s.heavyLast = await lastPagePath(server.base, s.heavy);
    // --only portal,admin: those routes (by a word of their name), after bare and health.
    const only = values.only?.split(",").map((w) => w.trim().toLowerCase());
    const chosen = (x, i) => !only || i < 2 || only.some((w) => x.name.toLowerCase().includes(w));
    // The submitters sign in (about a minute) only when the submission route is measured.
    s.submitters = [];
    const submitting = scenarios(s).some(
      (x, i) => chosen(x, i) && x.name.startsWith("quote submit"),
    );
    const t = Date.now();
    if (submitting) s.submitters = await signInAll(server.base, submitters, BENCH_PASSWORD, nextIp);
    console.info(
      `normal customer: ${s.normalLast.total} requests (${s.normalLast.items} on the last page), heavy: ${s.heavyLast.total} (${s.heavyLast.items}); ${s.submitters.length} submitters signed in (${((Date.now() - t) / 1000).toFixed(1)} s)`,
    );
    const list = scenarios(s).filter(chosen);
    // The database's CPU is counted when it is a PostgreSQL server on this machine.
    const withPostgres =
      target.kind === "postgres" && /@(127\.0\.0\.1|localhost)[:/]/.test(target.url);
    const rows = await runScenarios(server.base, list, {
      connections,
      duration,
      isUp: () => !server.exited(),
      serverPid: server.pid,
      withPostgres,
    });
    console.table(rows);
    // Open staff screens at idle, pushed updates' cost (decision 064): --only streams, or all.
    if (!only || only.includes("streams")) {
      const staff = await Promise.all(STAFF_EMAILS.map((email) => login(email)));
      const streams = await idleStreams(server.base, staff, {
        count: STREAM_COUNT,
        seconds: STREAM_SECONDS,
        serverPid: server.pid,
        withPostgres,
      });
      console.table([streams]);
    }
    return rows;
  } finally {
    await server.stop();
    if (created && !values.keep) await removeTarget(target);
  }
}

try {
  const results = {};
  for (const size of sizes) results[size] = await benchSize(size);
  if (results["10k"] && results["1m"]) {
    console.info(`\n${engine}: 1 M against 10 k (latency ratio above 1: slower at 1 M)`);
    console.table(ratioRows(results["10k"], results["1m"]));
  }
} catch (err) {
  console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
}
