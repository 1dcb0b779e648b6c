#!/usr/bin/env node
// `npm run soak`: a steady load on the built server for a long time, to see whether its memory
// grows. Builds what is stale, generates the 10 k data set (scripts/load-data.mjs) into a fresh
// database, starts the server on it, then sends SOAK_RATE requests a second (200) for
// SOAK_SECONDS (600) as a mix of public pages (/, /quote-request, /login as HTML, and
// /api/public-config), sign-ins, list reads (customers' own lists, the admin list, the portal
// statistics) and quote submissions. It samples the server's resident memory (/proc) every
// 10 s and at the end prints the RSS after the first minute against the end (medians of a few
// samples, so one garbage collector's peak does not decide), the requests
// sent and the errors by status. It exits non-zero on any non-2xx answer or failed request, or
// when the RSS grew more than 10 % after the first minute. Not a test: it never runs in CI.
//
// Engine: PostgreSQL when SOAK_DATABASE_URL names a server (database bench_soak, created and
// dropped), else PGlite in a temporary folder. --keep keeps the data. Only 127.0.0.1 is
// contacted; each sign-in and submission names its own client IP (127.x.y.z) in
// x-forwarded-for (TRUST_PROXY=true), and each submitter account submits at most 8 times, so
// the server's limits (unchanged) are never reached. At most SOAK_RATE × SOAK_SECONDS requests
// are sent, and at most 1,000 at once (beyond that a request is counted as skipped).
import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { clientIps, quoteBody, signIn } from "./bench/client.mjs";
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  customerEmail,
  HEAVY_EMAIL,
  SIZES,
  submitterEmail,
} from "./bench/data-sql.mjs";
import { createTarget, loadData, removeTarget, withDatabase } from "./bench/dataset.mjs";
import { rssMb, startServer } from "./bench/server.mjs";

const { values } = parseArgs({ options: { keep: { type: "boolean", default: false } } });
const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 200);
if (!(seconds > 0 && seconds <= 24 * 3600 && rate > 0 && rate <= 2_000)) {
  console.error("SOAK_SECONDS must be 1 to 86400 and SOAK_RATE 1 to 2000");
  process.exit(1);
}
const MAX_IN_FLIGHT = 1_000;
const SUBMITS_PER_ACCOUNT = 8;
const GROWTH_LIMIT = 0.1;

const build = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
if (build.status !== 0) process.exit(1);

const pgUrl = process.env.SOAK_DATABASE_URL;
const target = pgUrl
  ? { kind: "postgres", url: withDatabase(pgUrl, "bench_soak") }
  : { kind: "pglite", dataDir: mkdtempSync(join(tmpdir(), "automobi-soak-")) };
const counts = SIZES["10k"];
await removeTarget(target);
await createTarget(target);
console.info(`Generating the 10 k data on ${target.kind}…`);
console.info(`Generated in ${((await loadData(target, counts, () => {})) / 1000).toFixed(1)} s.`);

const server = await startServer({ bundle: "apps/server/dist/server.js", target, label: "soak" });
const { base } = server;
const nextIp = clientIps();
const stats = new Map(); // kind -> { sent, byStatus: Map, ms: number[] }
let skipped = 0;
let inFlight = 0;

function record(kind, status, ms) {
  let s = stats.get(kind);
  if (!s) {
    s = { sent: 0, byStatus: new Map(), ms: [] };
    stats.set(kind, s);
  }
  s.sent++;
  s.byStatus.set(status, (s.byStatus.get(status) ?? 0) + 1);
  s.ms.push(ms);
}

async function send(kind, path, init = {}, onOk) {
  const started = performance.now();
  inFlight++;
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(30_000) });
    const body = await res.text();
    record(kind, res.status, performance.now() - started);
    if (res.ok && onOk) onOk(res, body);
  } catch (err) {
    record(kind, err?.name === "TimeoutError" ? "timeout" : "network", performance.now() - started);
  } finally {
    inFlight--;
  }
}

// Sessions: 50 customers and the heavy one read their lists; an admin reads the admin screens.
const readers = [];
for (let n = 2; n <= 51; n++)
  readers.push(await signIn(base, customerEmail(n), BENCH_PASSWORD, nextIp()));
const heavy = await signIn(base, HEAVY_EMAIL, BENCH_PASSWORD, nextIp());
const admin = await signIn(base, ADMIN_EMAIL, BENCH_PASSWORD, nextIp());

// Submitters: each sign-in of the mix signs a submitter in; its session then submits, its
// account at most SUBMITS_PER_ACCOUNT times in all.
const submitted = new Map(); // email -> submissions
const sessions = []; // { email, cookie }
let nextSubmitter = 1;
const submitterSignIn = () => {
  const email = submitterEmail(((nextSubmitter++ - 1) % counts.submitters) + 1);
  const body = JSON.stringify({ email, password: BENCH_PASSWORD });
  return send(
    "sign-in",
    "/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: base, "x-forwarded-for": nextIp() },
      body,
    },
    (res) => {
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      sessions.push({ email, cookie });
    },
  );
};
for (let i = 0; i < 10; i++) await submitterSignIn();

let submissions = 0;
function submit() {
  while (sessions.length > 0 && (submitted.get(sessions[0].email) ?? 0) >= SUBMITS_PER_ACCOUNT) {
    sessions.shift();
  }
  const session = sessions[0];
  if (!session) return submitterSignIn();
  submitted.set(session.email, (submitted.get(session.email) ?? 0) + 1);
  const n = submissions++;
  return send("quote submit", "/api/quote-requests", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      cookie: session.cookie,
      "x-forwarded-for": nextIp(),
      "idempotency-key": `soak-${Date.now().toString(36)}-${n}`,
    },
    body: quoteBody(n),
  });
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const html = { headers: { accept: "text/html" } };
/** The mix: [relative weight, action]. */
const MIX = [
  [14, () => send("page /", "/", html)],
  [10, () => send("page /quote-request", "/quote-request", html)],
  [10, () => send("page /login", "/login", html)],
  [14, () => send("public config", "/api/public-config")],
  [
    30,
    () =>
      send("own list", "/api/quote-requests?view=active&pageSize=20", {
        headers: { cookie: pick(readers) },
      }),
  ],
  [
    4,
    () =>
      send("own list, heavy", "/api/quote-requests?view=active&pageSize=20", {
        headers: { cookie: heavy },
      }),
  ],
  [
    10,
    () =>
      send("admin list", "/api/admin/quote-requests?view=active&pageSize=20", {
        headers: { cookie: admin },
      }),
  ],
  [1, () => send("portal stats", "/api/admin/portal/stats", { headers: { cookie: admin } })],
  [3, () => submit()],
  // scrypt: each sign-in costs about 80 ms of CPU (libuv's pool) on this 2-core machine
  [1, () => submitterSignIn()],
];
const totalWeight = MIX.reduce((sum, [w]) => sum + w, 0);
function oneRequest() {
  let r = Math.random() * totalWeight;
  for (const [weight, action] of MIX) {
    r -= weight;
    if (r < 0) return action();
  }
}

const samples = []; // { t (s), rss (MB) }
const sample = (t) => samples.push({ t, rss: rssMb(server.pid) });
console.info(
  `Soak: ${rate} requests/s for ${seconds} s on ${target.kind} (server log: ${server.log}); RSS at start ${rssMb(server.pid).toFixed(0)} MB`,
);
const start = performance.now();
const budget = Math.round(rate * seconds);
let scheduled = 0;
let nextSample = 10;
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const elapsed = (performance.now() - start) / 1000;
    if (server.exited()) {
      clearInterval(timer);
      resolve();
      return;
    }
    const due = Math.min(budget, Math.floor(elapsed * rate));
    while (scheduled < due) {
      scheduled++;
      if (inFlight >= MAX_IN_FLIGHT) skipped++;
      else void oneRequest();
    }
    if (elapsed >= nextSample) {
      sample(nextSample);
      if (nextSample % 60 === 0) {
        const sent = [...stats.values()].reduce((n, s) => n + s.sent, 0);
        console.info(
          `  ${nextSample} s: ${sent} answered, RSS ${samples.at(-1).rss.toFixed(0)} MB`,
        );
      }
      nextSample += 10;
    }
    if (elapsed >= seconds) {
      clearInterval(timer);
      resolve();
    }
  }, 20);
});
const drainUntil = Date.now() + 35_000;
while (inFlight > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
if (!server.exited()) sample(Math.round((performance.now() - start) / 1000));
const crashed = server.exited();
await server.stop();
if (!values.keep) await removeTarget(target);

const percentile = (ms, p) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
};
let total = 0;
const errors = new Map();
const rows = [...stats].map(([kind, s]) => {
  total += s.sent;
  const bad = [...s.byStatus].filter(([code]) => !(code >= 200 && code < 300));
  for (const [code, n] of bad) errors.set(code, (errors.get(code) ?? 0) + n);
  return {
    kind,
    requests: s.sent,
    "p50 ms": percentile(s.ms, 0.5).toFixed(1),
    "p99 ms": percentile(s.ms, 0.99).toFixed(1),
    errors: bad.map(([code, n]) => `${code}×${n}`).join(" ") || "-",
  };
});
console.table(rows);
console.table(samples.map((s) => ({ "t (s)": s.t, "RSS (MB)": s.rss.toFixed(1) })));
// One sample can land on a garbage collector's peak: compare the median of the samples of the
// half-minute after the first minute with the median of the last three.
const median = (list) => {
  const sorted = list.map((s) => s.rss).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : Number.NaN;
};
const warmFrom = Math.min(60, seconds / 2);
const warmSamples = samples.filter((s) => s.t >= warmFrom && s.t <= warmFrom + 30);
const warm = { t: warmFrom, rss: median(warmSamples.length ? warmSamples : samples.slice(0, 1)) };
const last = { t: samples.at(-1)?.t, rss: median(samples.slice(-3)) };
const growth = samples.length ? (last.rss - warm.rss) / warm.rss : 0;
const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
console.info(
  `RSS after ${warm.t} s (median to ${warm.t + 30} s): ${warm.rss.toFixed(1)} MB; at the end (median of the last 3, to ${last.t} s): ${last.rss.toFixed(1)} MB (${(growth * 100).toFixed(1)} %; limit ${GROWTH_LIMIT * 100} %)`,
);
console.info(
  `Requests: ${total} answered, ${skipped} skipped (over ${MAX_IN_FLIGHT} in flight), ${submissions} submissions; errors: ${errorCount}${errorCount ? ` (${[...errors].map(([c, n]) => `${c}×${n}`).join(", ")})` : ""}`,
);
const failed = crashed || errorCount > 0 || skipped > 0 || growth > GROWTH_LIMIT;
console.info(failed ? `SOAK FAILED${crashed ? " (the server exited)" : ""}` : "SOAK PASSED");
process.exitCode = failed ? 1 : 0;
