import type { ListPosition, PortalListKind } from "@automobi/domain";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { keptDays, keptSum, requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { isRejectionFeedback } from "../../db/rejection-feedback.ts";
import { quoteRequests, user } from "../../db/schema/index.ts";

type RequestColumns = (typeof quoteRequests)["_"]["columns"];

/**
 * A rejected quote or rejection feedback exists for the request: the count the database keeps
 * on its row (`rejection_signals`, migration 0013), so no list or figure looks for them row
 * by row.
 */
function hasRejection(rejectionSignals: SQL | RequestColumns["rejectionSignals"]): SQL {
  return sql`${rejectionSignals} > 0`;
}

/** Active (spec 001 §9): pending, quoted or in review, or with a rejection; never completed or deleted. */
function activeWhere(
  status: SQL | RequestColumns["status"],
  rejectionSignals: SQL | RequestColumns["rejectionSignals"],
) {
  return sql`(${status} NOT IN ('completed', 'deleted') AND (${status} IN ('pending', 'quoted', 'in_review') OR ${hasRejection(rejectionSignals)}))`;
}

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

/** Active (as activeWhere): open and not yet decided, or open with a rejection. */
const ACTIVE_FIGURES = [
  ...requestFigures(["pending", "quoted", "in_review"]),
  ...requestFigures(
    statusesExcept("completed", "deleted", "pending", "quoted", "in_review"),
    "with",
  ),
];

/** A request's response time in seconds (numeric, to the microsecond). */
const RESPONSE_SECONDS = sql.raw("extract(epoch FROM (r.first_quoted_at - r.created_at))");

/**
 * The mean response time in minutes of the requests created in [responseFrom, now]: the whole
 * London days inside from the kept daily figures, the partial days at both ends (about one day
 * of requests in all) read from the requests. The kept microseconds are turned back into
 * seconds to the microsecond, as the requests give them, so the answer is exactly what `avg`
 * over the requests gives.
 */
function averageResponse(window: StatsWindow): SQL {
  const span = window.responseDays;
  // each range on its own, so each is read from quote_requests_responded_idx alone
  const responded = (from: Date, to: Date, toIncluded: boolean) =>
    sql`SELECT r.created_at, r.first_quoted_at FROM quote_requests r
        WHERE r.first_quoted_at IS NOT NULL AND r.created_at >= ${at(from)}
          AND r.created_at ${sql.raw(toIncluded ? "<=" : "<")} ${at(to)}`;
  const edges = span
    ? sql`${responded(window.responseFrom, span.start, false)}
        UNION ALL ${responded(span.end, window.now, true)}`
    : responded(window.responseFrom, window.now, true);
  const kept = span
    ? sql`SELECT sum(x.n) FILTER (WHERE x.figure = 'responses:count') AS n,
          sum(x.n) FILTER (WHERE x.figure = 'responses:micros') AS micros
        FROM (${keptDays(["responses:count", "responses:micros"], span.first, span.last)}) x`
    : sql`SELECT NULL::numeric AS n, NULL::numeric AS micros`;
  return sql`(SELECT CASE WHEN t.n > 0 THEN (t.s / t.n) / 60 END FROM (
      SELECT (e.n + coalesce(d.n, 0))::bigint::numeric AS n,
        e.s + round(coalesce(d.micros, 0) / 1000000, 6) AS s
      FROM (SELECT count(*) AS n, coalesce(sum(${RESPONSE_SECONDS}), 0) AS s
              FROM (${edges}) r) e,
        (${kept}) d
    ) t)`;
}

/**
 * The conversion rate's two counts (decision 035), over the response time's window: the
 * requests created in it that have had a quote (read from quote_requests_responded_idx), and
 * those of them with an accepted quote. A month of requests, whatever the table holds.
 */
function conversion(window: StatsWindow): SQL {
  return sql`(SELECT count(*) FROM quote_requests r WHERE r.first_quoted_at IS NOT NULL
      AND r.created_at >= ${at(window.responseFrom)} AND r.created_at <= ${at(window.now)})::int AS "quotedRequests",
    (SELECT count(*) FROM quote_requests r WHERE r.first_quoted_at IS NOT NULL
      AND r.created_at >= ${at(window.responseFrom)} AND r.created_at <= ${at(window.now)}
      AND EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = r.id AND q.status = 'accepted')
    )::int AS "acceptedRequests"`;
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
  ${averageResponse(window)}::float8 AS "avgResponseMinutes",
  ${conversion(window)},
  (SELECT json_agg(json_build_object(
      'date', d.day,
      'requests', coalesce(c.requests, 0),
      'revenuePence', coalesce(c.revenue, 0)
    ) ORDER BY d.idx) FROM days d LEFT JOIN chart c ON c.day = d.day) AS "perDay"`,
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

/** All Customers: newest first, the id breaking ties (user_role_created_at_id_idx). */
export const CUSTOMER_ORDER: KeysetOrder = { at: user.createdAt, id: user.id, direction: "desc" };

/** All Customers: a keyset page of customer accounts with their (not deleted) requests counted. */
export async function listCustomers(db: DbOrTx, page: KeysetWindow) {
  const isCustomer = eq(user.role, "customer");
  const [rows, total] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt,
        // kept per customer and status (migration 0010): a 5,000-request customer costs no more
        requestCount: sql<number>`(SELECT coalesce(sum(c.count), 0) FROM customer_request_counts c WHERE c.user_id = "user".id AND c.status <> 'deleted')::int`,
        cursorAt: keysetCursorAt(CUSTOMER_ORDER),
      })
      .from(user)
      .where(and(isCustomer, afterPosition(CUSTOMER_ORDER, page.after)))
      .orderBy(...keysetOrderBy(CUSTOMER_ORDER))
      .limit(page.pageSize + 1),
    keptTotal(db, ["customers"]),
  ]);
  return { ...keysetPage(rows, page.pageSize), total };
}

/** Where a keyset page starts and how long it is. */
export interface KeysetWindow {
  after: ListPosition | undefined;
  pageSize: number;
}

export type RequestKind = Exclude<PortalListKind, "customers">;

export const KIND_WHERE: Record<RequestKind, (t: RequestColumns) => SQL> = {
  active: (t) => activeWhere(t.status, t.rejectionSignals),
  completed: (t) => sql`${t.status} = 'completed'`,
  // the requests with a rejection (as Active counts them), deleted ones left out
  rejected: (t) => sql`${t.status} <> 'deleted' AND ${hasRejection(t.rejectionSignals)}`,
};

/** Each list's total: the same rows as its filter, counted by the database as they change. */
const KIND_TOTAL: Record<RequestKind, string[]> = {
  active: ACTIVE_FIGURES,
  completed: requestFigures(["completed"]),
  rejected: requestFigures(statusesExcept("deleted"), "with"),
};

/** A kept total: its figures summed over their slots, the same cost at any size. */
async function keptTotal(db: DbOrTx, figures: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`SELECT ${keptSum(figures)}::int AS "total"`,
  );
  return Number(row?.total ?? 0);
}

export const KIND_ORDER: Record<RequestKind, KeysetOrder> = {
  // quote_requests_admin_active_idx
  active: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
  // quote_requests_completed_idx, read backwards
  completed: { at: quoteRequests.completedAt, id: quoteRequests.id, direction: "desc" },
  // quote_requests_portal_rejected_idx, newest first
  rejected: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
};

/**
 * One page of Active, Completed or Rejected Quotes with each request's rejected quotes (price,
 * garage name) and first rejection feedback, and the list's total: two statements in all.
 */
export async function listPortalRequests(db: DbOrTx, kind: RequestKind, page: KeysetWindow) {
  const order = KIND_ORDER[kind];
  const [rows, total] = await Promise.all([
    db.query.quoteRequests.findMany({
      where: (t) => and(KIND_WHERE[kind](t), afterPosition(order, page.after)),
      orderBy: keysetOrderBy(order),
      limit: page.pageSize + 1,
      extras: { cursorAt: keysetCursorAt(order).as("cursor_at") },
      columns: {
        id: true,
        customerEmail: true,
        vehicleMake: true,
        vehicleModel: true,
        vehicleRegistration: true,
        serviceType: true,
        description: true,
        status: true,
        createdAt: true,
        completedAt: true,
      },
      with: {
        quotes: {
          where: (q) => eq(q.status, "rejected"),
          orderBy: (q) => [asc(q.createdAt), asc(q.id)],
          columns: { id: true, pricePence: true },
          with: { garage: { columns: { name: true } } },
        },
        adminMessages: {
          where: (m) => isRejectionFeedback(m),
          orderBy: (m) => [asc(m.sentAt), asc(m.id)],
          limit: 1,
          columns: { subject: true, message: true, sentAt: true },
        },
      },
    }),
    keptTotal(db, KIND_TOTAL[kind]),
  ]);
  return { ...keysetPage(rows, page.pageSize), total };
}

export type PortalRequestRow = Awaited<ReturnType<typeof listPortalRequests>>["items"][number];
