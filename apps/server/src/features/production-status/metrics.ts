import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import type { PoolUse } from "../../db/client.ts";

// This process's figures in the Prometheus text format (version 0.0.4): what an operator
// watches (issue 33). Each server process keeps and serves its own, as a Prometheus scrape of
// several processes expects; nothing here is needed by another process.

/** The request-duration histogram's upper bounds, in seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What an unmatched request (a 404 of no route) is counted under, so paths never make labels. */
export const UNMATCHED_ROUTE = "unmatched";

interface Series {
  method: string;
  route: string;
  status: number;
  /** Answers at or under each bucket's bound (cumulative when written). */
  buckets: number[];
  sum: number;
  count: number;
}

/** How long requests took, by route template, method and status: one histogram. */
export class RequestMetrics {
  readonly #series = new Map<string, Series>();
  readonly #loopDelay = monitorEventLoopDelay({ resolution: 20 });

  constructor() {
    this.#loopDelay.enable();
  }

  observe(method: string, route: string | undefined, status: number, seconds: number): void {
    const template = route ?? UNMATCHED_ROUTE;
    const key = `${method} ${status} ${template}`;
    let series = this.#series.get(key);
    if (!series) {
      series = {
        method,
        route: template,
        status,
        buckets: DURATION_BUCKETS.map(() => 0),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    const bucket = DURATION_BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  series(): Series[] {
    return [...this.#series.values()];
  }

  /** The event loop's delay since the last call, in seconds (p99 and max), then reset. */
  takeLoopDelay(): { p99: number; max: number } {
    const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
    const delay = {
      p99: seconds(this.#loopDelay.percentile(99)),
      max: seconds(this.#loopDelay.max),
    };
    this.#loopDelay.reset();
    return delay;
  }

  stop(): void {
    this.#loopDelay.disable();
  }
}

/**
 * Times every answer of `app` by its route's template (never its path, which would make a label
 * of every id), for the request-duration histogram, until the app closes.
 */
export function timeEveryRequest(app: FastifyInstance): RequestMetrics {
  const metrics = new RequestMetrics();
  app.addHook("onResponse", async (request, reply) => {
    metrics.observe(
      request.method,
      request.routeOptions.url,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook("onClose", async () => metrics.stop());
  return metrics;
}

/** Everything one scrape writes. */
export interface MetricsSnapshot {
  requests: RequestMetrics;
  outbox: { backlog: number; failed: number; oldestSeconds: number };
  engine: string;
  pool: PoolUse | null;
  sessions: { hits: number; misses: number; entries: number };
  /** Event streams open in this process (decision 064). */
  liveStreams: number;
}

/** A label value as the text format writes it: backslash, double quote and newline escaped. */
export function labelValue(value: string): string {
  return value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");
}

const labels = (pairs: Record<string, string | number>) =>
  `{${Object.entries(pairs)
    .map(([name, value]) => `${name}="${labelValue(String(value))}"`)
    .join(",")}}`;

/** A number as the text format writes it. */
const num = (value: number) => (Number.isFinite(value) ? String(value) : "NaN");

function metric(
  name: string,
  type: "counter" | "gauge" | "histogram",
  help: string,
  lines: string[],
): string {
  return [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...lines].join("\n");
}

function durationHistogram(requests: RequestMetrics): string {
  const name = "automobi_http_request_duration_seconds";
  const lines = requests.series().flatMap((series) => {
    const base = { method: series.method, route: series.route, status: series.status };
    let cumulative = 0;
    const buckets = DURATION_BUCKETS.map((bound, i) => {
      cumulative += series.buckets[i] ?? 0;
      return `${name}_bucket${labels({ ...base, le: bound })} ${cumulative}`;
    });
    return [
      ...buckets,
      `${name}_bucket${labels({ ...base, le: "+Inf" })} ${series.count}`,
      `${name}_sum${labels(base)} ${num(series.sum)}`,
      `${name}_count${labels(base)} ${series.count}`,
    ];
  });
  return metric(
    name,
    "histogram",
    "Time from a request's arrival to its answer, by route template, method and status.",
    lines,
  );
}

/** The whole exposition, ending with a newline as the format asks. */
export function renderMetrics(snapshot: MetricsSnapshot): string {
  const { outbox, pool, sessions } = snapshot;
  const memory = process.memoryUsage();
  const loop = snapshot.requests.takeLoopDelay();
  const blocks = [
    durationHistogram(snapshot.requests),
    metric("automobi_outbox_backlog", "gauge", "E-mails waiting to be sent (pending or sending).", [
      `automobi_outbox_backlog ${outbox.backlog}`,
    ]),
    metric(
      "automobi_outbox_oldest_age_seconds",
      "gauge",
      "Age of the oldest e-mail still waiting to be sent; 0 when none waits.",
      [`automobi_outbox_oldest_age_seconds ${num(outbox.oldestSeconds)}`],
    ),
    metric("automobi_outbox_failed", "gauge", "E-mails that failed for good.", [
      `automobi_outbox_failed ${outbox.failed}`,
    ]),
    metric(
      "automobi_db_info",
      "gauge",
      "The database engine this process uses (pglite or postgres).",
      [`automobi_db_info${labels({ engine: snapshot.engine })} 1`],
    ),
    ...(pool
      ? [
          metric(
            "automobi_db_pool_connections",
            "gauge",
            "This process's database connections: open (in use or idle), idle, and the most it opens.",
            [
              `automobi_db_pool_connections${labels({ state: "open" })} ${pool.total}`,
              `automobi_db_pool_connections${labels({ state: "idle" })} ${pool.idle}`,
              `automobi_db_pool_connections${labels({ state: "max" })} ${pool.max}`,
            ],
          ),
          metric(
            "automobi_db_pool_waiting",
            "gauge",
            "Queries waiting for a free database connection.",
            [`automobi_db_pool_waiting ${pool.waiting}`],
          ),
        ]
      : []),
    metric(
      "automobi_session_cache_lookups_total",
      "counter",
      "Signed-in requests whose session was found in this process's cache (hit) or read from the database (miss).",
      [
        `automobi_session_cache_lookups_total${labels({ result: "hit" })} ${sessions.hits}`,
        `automobi_session_cache_lookups_total${labels({ result: "miss" })} ${sessions.misses}`,
      ],
    ),
    metric("automobi_session_cache_entries", "gauge", "Sessions held in this process's cache.", [
      `automobi_session_cache_entries ${sessions.entries}`,
    ]),
    metric("automobi_live_streams", "gauge", "Live-update event streams open in this process.", [
      `automobi_live_streams ${snapshot.liveStreams}`,
    ]),
    metric(
      "nodejs_eventloop_delay_seconds",
      "gauge",
      "The event loop's delay since the last scrape (p99 and max).",
      [
        `nodejs_eventloop_delay_seconds${labels({ quantile: "0.99" })} ${num(loop.p99)}`,
        `nodejs_eventloop_delay_seconds${labels({ quantile: "1" })} ${num(loop.max)}`,
      ],
    ),
    metric("process_resident_memory_bytes", "gauge", "Resident memory of this process.", [
      `process_resident_memory_bytes ${memory.rss}`,
    ]),
    metric("nodejs_heap_used_bytes", "gauge", "JavaScript heap in use.", [
      `nodejs_heap_used_bytes ${memory.heapUsed}`,
    ]),
    metric("process_uptime_seconds", "gauge", "Seconds since this process started.", [
      `process_uptime_seconds ${num(process.uptime())}`,
    ]),
  ];
  return `${blocks.join("\n")}\n`;
}
