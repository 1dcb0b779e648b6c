import { type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { keptDays, keptSum } from "../../db/kept-counts.ts";
import { ACTIVE_FIGURES } from "./request-filters.ts";

/** One London day of the charts: its date and its [start, end) instants. */
export interface ChartDay {
  date: string;
  start: Date;
  end: Date;
}

/** Whole London days, first to last: their dates and the instants [start, end) they span. */
export interface DaySpan {
  first: string;
  last: string;
  start: Date;
  end: Date;
}

export interface StatsWindow {
  today: { start: Date; end: Date };
  /** Requests created in [responseFrom, now] count towards the average response time. */
  responseFrom: Date;
  now: Date;
  /** The whole London days inside [responseFrom, now], null when there is none. */
  responseDays: DaySpan | null;
  days: ChartDay[];
}

interface StatsRow {
  totalCustomers: number | string;
  activeRequests: number | string;
  rejectedQuotes: number | string;
  completedToday: number | string;
  revenuePence: number | string | bigint;
  avgResponseMinutes: number | string | null;
  quotedRequests: number | string;
  acceptedRequests: number | string;
  perDay: ChartRow[] | string;
}

interface ChartRow {
  date: string;
  requests: number | string;
  revenuePence: number | string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A request's response time in seconds (numeric, to the microsecond). */
const RESPONSE_SECONDS = sql.raw("extract(epoch FROM (r.first_quoted_at - r.created_at))");

/**
 * The requests created in [responseFrom, now] that have had a quote: how many (`n`), their
 * response times' sum in seconds (`s`) and how many of them have an accepted quote
 * (`accepted`, the conversion rate's two counts, decision 035). The whole London days inside
 * come from the kept daily figures, the partial days at both ends (about one day of requests in
 * all) from the requests. The kept microseconds are turned back into seconds to the
 * microsecond, as the requests give them, so the mean is exactly what `avg` over the requests
 * gives. A month of requests costs the same whatever the table holds.
 */
function respondedFigures(window: StatsWindow): SQL {
  const span = window.responseDays;
  // each range on its own, so each is read from quote_requests_responded_idx alone
  const responded = (from: Date, to: Date, toIncluded: boolean) =>
    sql`SELECT r.created_at, r.first_quoted_at, r.accepted_quotes FROM quote_requests r
        WHERE r.first_quoted_at IS NOT NULL AND r.created_at >= ${at(from)}
          AND r.created_at ${sql.raw(toIncluded ? "<=" : "<")} ${at(to)}`;
  const edges = span
    ? sql`${responded(window.responseFrom, span.start, false)}
        UNION ALL ${responded(span.end, window.now, true)}`
    : responded(window.responseFrom, window.now, true);
  const kept = span
    ? sql`SELECT sum(x.n) FILTER (WHERE x.figure = 'responses:count') AS n,
          sum(x.n) FILTER (WHERE x.figure = 'responses:micros') AS micros,
          sum(x.n) FILTER (WHERE x.figure = 'accepted:count') AS accepted
        FROM (${keptDays(["responses:count", "responses:micros", "accepted:count"], span.first, span.last)}) x`
    : sql`SELECT NULL::numeric AS n, NULL::numeric AS micros, NULL::numeric AS accepted`;
  return sql`SELECT (e.n + coalesce(d.n, 0))::bigint::numeric AS n,
      e.s + round(coalesce(d.micros, 0) / 1000000, 6) AS s,
      (e.accepted + coalesce(d.accepted, 0))::bigint AS accepted
    FROM (SELECT count(*) AS n, coalesce(sum(${RESPONSE_SECONDS}), 0) AS s,
            count(*) FILTER (WHERE r.accepted_quotes > 0) AS accepted
          FROM (${edges}) r) e,
      (${kept}) d`;
}

/**
 * Every figure of the portal in one statement: the cards' counts and sums and the charts from
 * the figures the database keeps, the requests completed today (one London day) and the edges
 * of the response time's window read from the requests. The cost does not grow with the tables.
 */
export async function readPortalStats(db: DbOrTx, window: StatsWindow) {
  const days = sql.join(
    window.days.map((day, i) => sql`(${i}::int, ${day.date}::text)`),
    sql`, `,
  );
  const first = window.days[0]?.date ?? "";
  const last = window.days.at(-1)?.date ?? "";
  const [row] = await queryRows<StatsRow>(
    db,
    sql`WITH days(idx, day) AS (VALUES ${days}),
chart AS (
  SELECT c.day, sum(c.n) FILTER (WHERE c.figure = 'requests:created') AS requests,
    sum(c.n) FILTER (WHERE c.figure = 'revenue') AS revenue
  FROM (${keptDays(["requests:created", "revenue"], first, last)}) c GROUP BY c.day
)
SELECT
  ${keptSum(["customers"])}::int AS "totalCustomers",
  ${keptSum(ACTIVE_FIGURES)}::int AS "activeRequests",
  ${keptSum(["quotes:rejected"])}::int AS "rejectedQuotes",
  (SELECT count(*) FROM quote_requests r WHERE r.status = 'completed'
     AND r.completed_at >= ${at(window.today.start)} AND r.completed_at < ${at(window.today.end)})::int AS "completedToday",
  ${keptSum(["revenue"])}::float8 AS "revenuePence",
  (CASE WHEN rf.n > 0 THEN (rf.s / rf.n) / 60 END)::float8 AS "avgResponseMinutes",
  rf.n::int AS "quotedRequests",
  rf.accepted::int AS "acceptedRequests",
  (SELECT json_agg(json_build_object(
      'date', d.day,
      'requests', coalesce(c.requests, 0),
      'revenuePence', coalesce(c.revenue, 0)
    ) ORDER BY d.idx) FROM days d LEFT JOIN chart c ON c.day = d.day) AS "perDay"
FROM (${respondedFigures(window)}) rf`,
  );
  if (!row) throw new Error("the portal statistics answered no row");
  const perDay: ChartRow[] =
    typeof row.perDay === "string" ? JSON.parse(row.perDay) : (row.perDay ?? []);
  return {
    totalCustomers: Number(row.totalCustomers),
    activeRequests: Number(row.activeRequests),
    rejectedQuotes: Number(row.rejectedQuotes),
    completedToday: Number(row.completedToday),
    revenuePence: Number(row.revenuePence),
    avgResponseMinutes: row.avgResponseMinutes === null ? null : Number(row.avgResponseMinutes),
    quotedRequests: Number(row.quotedRequests),
    acceptedRequests: Number(row.acceptedRequests),
    perDay: perDay.map((day) => ({
      date: day.date,
      requests: Number(day.requests),
      revenuePence: Number(day.revenuePence),
    })),
  };
}
