// The bench's routes, each run with autocannon against a started server, one after another.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import autocannon from "autocannon";
import { quoteBody } from "./client.mjs";
import { BENCH_PASSWORD, customerEmail } from "./data-sql.mjs";

/** Each submitter account submits at most this many times a run (the limit is 10 an hour). */
export const SUBMITS_PER_ACCOUNT = 8;

/**
 * What a browser sends with every request that changes the answer: the encodings it accepts
 * (Chrome's list). BENCH_ACCEPT_ENCODING overrides it; empty measures uncompressed answers.
 */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br, zstd";
const BROWSER = ACCEPT_ENCODING ? { "accept-encoding": ACCEPT_ENCODING } : {};

/** Seconds for each of the other lists (BENCH_LIST_SECONDS, default 5). */
const LIST_SECONDS = Number(process.env.BENCH_LIST_SECONDS ?? 5);

/**
 * The routes, in order. `s` holds the sessions and paths found before the run: cookies of the
 * normal and heavy customers and of an admin, the lists' last-page paths, the submitters'
 * cookies, the number of generated customers, `nextIp` for x-forwarded-for, and the open request
 * and the garage in London whose neighbourhoods the lists of what is near what read.
 */
export function scenarios(s) {
  const get = (name, path, cookie) => ({
    name,
    requests: [{ method: "GET", path, headers: { ...BROWSER, ...(cookie ? { cookie } : {}) } }],
  });
  let submits = 0;
  let signIns = 0;
  const signInPool = Math.max(1, Math.min(s.customers, 5_000));
  return [
    get("bare (/api/live)", "/api/live"),
    get("health, one query (/api/health)", "/api/health"),
    get(
      "own list, normal customer, first page",
      "/api/quote-requests?view=active&pageSize=20",
      s.normal,
    ),
    get(`own list, normal customer, last page (${s.normalLast.kind})`, s.normalLast.path, s.normal),
    get(
      "own list, heavy customer, first page",
      "/api/quote-requests?view=active&pageSize=20",
      s.heavy,
    ),
    get(`own list, heavy customer, last page (${s.heavyLast.kind})`, s.heavyLast.path, s.heavy),
    get("dashboard summary, normal customer", "/api/dashboard/stats", s.normal),
    get("dashboard summary, heavy customer", "/api/dashboard/stats", s.heavy),
    get(
      "admin dashboard list (view=active)",
      "/api/admin/quote-requests?view=active&pageSize=20",
      s.admin,
    ),
    get("admin portal statistics", "/api/admin/portal/stats", s.admin),
    // The other lists over the generated tables, each for LIST_SECONDS: "every customer and
    // admin list" within 1.3× of its 10 k latency at 1 M. (Lists over tables the generator
    // leaves small, such as garages, tickets, e-mails and the audit log, are not compared.)
    ...[
      ["rewards ledger, heavy customer", "/api/rewards?pageSize=20", s.heavy],
      ["notifications with unread count, heavy customer", "/api/notifications", s.heavy],
      ["admin list (view=processing)", "/api/admin/quote-requests?view=processing&pageSize=20"],
      ["admin list (view=all)", "/api/admin/quote-requests?view=all&pageSize=20"],
      ["admin list (view=deleted)", "/api/admin/quote-requests?view=deleted&pageSize=20"],
      [
        "admin list (filter=pending)",
        "/api/admin/quote-requests?view=active&filter=pending&pageSize=20",
      ],
      [
        "admin list (filter=high_priority)",
        "/api/admin/quote-requests?view=active&filter=high_priority&pageSize=20",
      ],
      ["admin list counts", "/api/admin/quote-requests/counts"],
      ["portal list (kind=customers)", "/api/admin/portal/list?kind=customers&pageSize=10"],
      ["portal list (kind=active)", "/api/admin/portal/list?kind=active&pageSize=10"],
      ["portal list (kind=completed)", "/api/admin/portal/list?kind=completed&pageSize=10"],
      ["portal list (kind=rejected)", "/api/admin/portal/list?kind=rejected&pageSize=10"],
      ["customer service, recent requests", "/api/admin/customer-service/recent"],
      // What is near what (issue 29): nearest first, read ring by ring from the place indexes.
      // As the screens ask: the quote form's five nearest garages as far as a list reaches, and
      // the directory's ten open requests a page within the garage's service radius.
      [
        "garages near a request (the quote form's 5, 100 miles)",
        `/api/admin/quote-requests/${s.nearRequestId}/nearby-garages?pageSize=5&withinMiles=100`,
      ],
      [
        "open requests near a garage (the directory's 10)",
        `/api/admin/garages/${s.nearGarageId}/nearby-requests?pageSize=10`,
      ],
      // And twice the page, further than the screens ask, for comparison with earlier runs.
      [
        "garages near a request (20 a page, 25 miles)",
        `/api/admin/quote-requests/${s.nearRequestId}/nearby-garages?withinMiles=25`,
      ],
      [
        "open requests near a garage (20 a page, 25 miles)",
        `/api/admin/garages/${s.nearGarageId}/nearby-requests?withinMiles=25`,
      ],
      // The garage portal's list (issue 30): open requests near the garage, newest first, ten a
      // page as the portal asks for them.
      ["garage portal, nearby requests", "/api/garage/requests?pageSize=10", s.garage],
    ].map(([name, path, cookie]) => ({
      ...get(name, path, cookie ?? s.admin),
      seconds: LIST_SECONDS,
    })),
    {
      name: "quote submit (POST /api/quote-requests)",
      // Bounded: each signed-in submitter stays under its hourly limit.
      amount: s.submitters.length * SUBMITS_PER_ACCOUNT,
      requests: [
        {
          method: "POST",
          path: "/api/quote-requests",
          setupRequest: (req) => {
            const n = submits++;
            return {
              ...req,
              headers: {
                ...BROWSER,
                "content-type": "application/json",
                origin: s.base,
                cookie: s.submitters[n % s.submitters.length],
                "x-forwarded-for": s.nextIp(),
                "idempotency-key": `bench-${s.runId}-${n}`,
              },
              body: quoteBody(n),
            };
          },
        },
      ],
    },
    {
      name: "sign-in (POST /api/auth/sign-in/email)",
      requests: [
        {
          method: "POST",
          path: "/api/auth/sign-in/email",
          setupRequest: (req) => {
            const n = 2 + (signIns++ % signInPool);
            return {
              ...req,
              headers: {
                ...BROWSER,
                "content-type": "application/json",
                origin: s.base,
                "x-forwarded-for": s.nextIp(),
              },
              body: JSON.stringify({ email: customerEmail(n), password: BENCH_PASSWORD }),
            };
          },
        },
      ],
    },
  ];
}

/** autocannon, stopped after `duration` seconds even when an `amount` is set (which wins). */
function run(opts) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => {
      clearTimeout(timer);
      if (err) reject(err);
      else resolve(result);
    });
    const timer = setTimeout(() => instance.stop(), opts.duration * 1000);
  });
}

/**
 * Waits until /api/health answers quickly three times in a row (at most 60 s), so statements a
 * slow route left queued in the pool do not slow the next route down.
 */
async function settle(base) {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const t = performance.now();
    try {
      await (await fetch(`${base}/api/health`)).arrayBuffer();
    } catch {}
    quick = performance.now() - t < 100 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * CPU time (user + system) of a process in clock ticks (100 a second), from /proc; 0 if gone.
 * With `children`, also that of its children that have ended (a backend that exits hands its
 * time to the PostgreSQL server's main process).
 */
function cpuTicks(pid, children = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const own = Number(fields[11]) + Number(fields[12]);
    return children ? own + Number(fields[13]) + Number(fields[14]) : own;
  } catch {
    return 0;
  }
}

/**
 * The server's CPU: its process and, with SERVER_PROCESSES above 1, the server processes it
 * forked (node:cluster; the primary itself only hands connections over).
 */
function serverTicks(pid) {
  let forked = [];
  try {
    forked = execFileSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {}
  return forked.reduce((sum, child) => sum + cpuTicks(child), cpuTicks(pid));
}

/** The PostgreSQL server's CPU: its live processes, and the backends that have ended. */
function postgresTicks() {
  const pids = postgresPids();
  const parents = new Set(pids);
  return pids.reduce((sum, pid) => {
    let parent = "";
    try {
      parent = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1] ?? "";
    } catch {}
    // The main process is the one whose parent is not a PostgreSQL process.
    return sum + cpuTicks(pid, !parents.has(parent));
  }, 0);
}

/** The PostgreSQL server's processes on this machine (its backends included), if any. */
function postgresPids() {
  try {
    return execFileSync("pgrep", ["-x", "postgres"], { encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * Where a route's CPU goes, in µs per request: the server process, the local PostgreSQL server
 * (all its processes: with PGlite it is 0, the database runs inside the server) and this
 * process (autocannon, the load). On 2 shared cores, a route's share of health is bounded by
 * the sum of the three.
 */
function cpuMeter(serverPid, withPostgres) {
  const read = () => ({
    server: serverTicks(serverPid),
    db: withPostgres ? postgresTicks() : 0,
    load: cpuTicks(process.pid),
  });
  return () => {
    const start = read();
    return (requests) => {
      const end = read();
      const perRequest = (key) =>
        requests > 0 ? Math.round(((end[key] - start[key]) * 1e4) / requests) : "-";
      return {
        "server µs/req": perRequest("server"),
        "db µs/req": perRequest("db"),
        "load µs/req": perRequest("load"),
      };
    };
  };
}

/**
 * Seconds of health measured just before each route (BENCH_HEALTH_BESIDE_SECONDS, default 3;
 * 0: none), for the "vs health beside" column: this shared machine's speed drifts by a fifth or
 * more within a run, so a route is also compared with health measured a moment before it, as
 * the outside measurement paired them.
 */
const HEALTH_BESIDE_SECONDS = Number(process.env.BENCH_HEALTH_BESIDE_SECONDS ?? 3);

/** Runs each scenario for `duration` seconds (or its `amount`); answers one row per route. */
export async function runScenarios(
  base,
  list,
  { connections, duration, isUp, serverPid, withPostgres },
) {
  const rows = [];
  const meter = cpuMeter(serverPid, withPostgres);
  const health = list[1];
  for (const [index, scenario] of list.entries()) {
    if (!isUp()) throw new Error("the server exited during the benchmark");
    await settle(base);
    // Health a moment before the route (not before bare and health themselves).
    let beside = null;
    if (HEALTH_BESIDE_SECONDS > 0 && index >= 2) {
      const paired = await run({
        url: base,
        connections,
        duration: HEALTH_BESIDE_SECONDS,
        requests: health.requests,
      });
      beside = paired.requests.total / paired.duration;
      await settle(base);
    }
    const measured = meter();
    const result = await run({
      url: base,
      connections,
      duration: scenario.seconds ?? duration,
      ...(scenario.amount ? { amount: scenario.amount } : {}),
      requests: scenario.requests,
    });
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, { count }]) => `${code}×${count}`);
    if (result.timeouts) codes.push(`timeout×${result.timeouts}`);
    const cpu = measured(result.requests.total);
    rows.push({
      route: scenario.name,
      "req/s": Math.round(result.requests.total / result.duration),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.non2xx,
      "non-2xx": codes.join(" ") || "-",
      ...cpu,
      beside,
    });
  }
  const healthRate = rows[1]["req/s"];
  const percent = (rate, of) => `${((rate / of) * 100).toFixed(0)} %`;
  for (const row of rows) {
    const { beside } = row;
    delete row.beside;
    row["vs health"] = percent(row["req/s"], healthRate);
    row["vs health beside"] = beside ? percent(row["req/s"], beside) : "-";
  }
  return rows;
}

/** The 1 M / 10 k comparison: p50 and p99 latency ratios and the throughput ratio, per route. */
export function ratioRows(small, large) {
  return large.map((row, i) => {
    const base = small[i];
    const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : "-");
    return {
      route: row.route,
      "p50 1M/10k": ratio(row["p50 ms"], base["p50 ms"]),
      "p99 1M/10k": ratio(row["p99 ms"], base["p99 ms"]),
      "req/s 1M/10k": ratio(row["req/s"], base["req/s"]),
    };
  });
}

/** The bench's staff: each may hold at most 10 streams in one process (LIVE_STREAMS_PER_ACCOUNT). */
export const STAFF_EMAILS = [
  "bench-admin@bench.example",
  "bench-superadmin@bench.example",
  "bench-admin-2@bench.example",
  "bench-admin-3@bench.example",
  "bench-admin-4@bench.example",
];

/**
 * Staff screens left open and idle (issue 33: fifty at less than 1 % of a core): `count` staff
 * event streams (GET /api/admin/events) held for `seconds`, spread over the bench's staff, and
 * the CPU the server (and the local PostgreSQL) spent meanwhile, as a share of one core. Each
 * stream sends a comment line and checks its session every 25 s.
 */
export async function idleStreams(base, cookies, { count, seconds, serverPid, withPostgres }) {
  const aborts = [];
  let opened = 0;
  for (let i = 0; i < count; i++) {
    const abort = new AbortController();
    aborts.push(abort);
    const res = await fetch(`${base}/api/admin/events`, {
      headers: { cookie: cookies[i % cookies.length], accept: "text/event-stream" },
      signal: abort.signal,
    });
    if (res.status === 200) opened += 1;
    // read and drop what comes, as a browser's EventSource would
    res.body?.pipeTo(new WritableStream()).catch(() => {});
  }
  const start = { server: serverTicks(serverPid), db: withPostgres ? postgresTicks() : 0 };
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const end = { server: serverTicks(serverPid), db: withPostgres ? postgresTicks() : 0 };
  for (const abort of aborts) abort.abort();
  // ticks are hundredths of a second: over `seconds`, the share of one core
  const share = (key) => `${((end[key] - start[key]) / seconds).toFixed(2)} %`;
  return {
    route: `${count} idle staff streams, ${seconds} s`,
    open: opened,
    "server CPU (of a core)": share("server"),
    "db CPU (of a core)": withPostgres ? share("db") : "-",
  };
}
