import type { ListPosition, PortalListKind } from "@automobi/domain";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { isRejectionFeedbackAs } from "../../db/rejection-feedback.ts";
import { quoteRequests, user } from "../../db/schema/index.ts";

type RequestColumns = (typeof quoteRequests)["_"]["columns"];

/** The spec's rejection feedback on the `m` (admin_messages) rows of the queries below. */
const REJECTION_FEEDBACK = isRejectionFeedbackAs("m");

/** A quote of the request was rejected, or rejection feedback about it exists. */
function hasRejection(id: SQL | RequestColumns["id"]): SQL {
  return sql`(EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = ${id} AND q.status = 'rejected') OR EXISTS (SELECT 1 FROM admin_messages m WHERE m.quote_request_id = ${id} AND ${REJECTION_FEEDBACK}))`;
}

/** Active (spec 001 §9): pending, quoted or in review, or with a rejection; never completed or deleted. */
function activeWhere(status: SQL | RequestColumns["status"], id: SQL | RequestColumns["id"]) {
  return sql`(${status} NOT IN ('completed', 'deleted') AND (${status} IN ('pending', 'quoted', 'in_review') OR ${hasRejection(id)}))`;
}

/** One London day of the charts: its date and its [start, end) instants. */
export interface ChartDay {
  date: string;
  start: Date;
  end: Date;
}

export interface StatsWindow {
  today: { start: Date; end: Date };
  /** Requests created in [responseFrom, now] count towards the average response time. */
  responseFrom: Date;
  now: Date;
  days: ChartDay[];
}

interface StatsRow {
  totalCustomers: number | string;
  activeRequests: number | string;
  rejectedQuotes: number | string;
  completedToday: number | string;
  revenuePence: number | string | bigint;
  avgResponseMinutes: number | string | null;
  perDay: ChartRow[] | string;
}

interface ChartRow {
  date: string;
  requests: number | string;
  revenuePence: number | string;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Every figure of the portal in one statement: the six cards' counts and sums, the mean response
 * time and the 30 days of the charts (requests by creation, completed payments by completion).
 */
export async function readPortalStats(db: DbOrTx, window: StatsWindow) {
  const days = sql.join(
    window.days.map(
      (day, i) => sql`(${i}::int, ${day.date}::text, ${at(day.start)}, ${at(day.end)})`,
    ),
    sql`, `,
  );
  const r = sql.raw("r");
  const [row] = await queryRows<StatsRow>(
    db,
    sql`WITH days(idx, day, day_start, day_end) AS (VALUES ${days})
SELECT
  (SELECT count(*) FROM "user" u WHERE u.role = 'customer')::int AS "totalCustomers",
  (SELECT count(*) FROM quote_requests r WHERE ${activeWhere(sql`${r}.status`, sql`${r}.id`)})::int AS "activeRequests",
  (SELECT count(*) FROM quotes q WHERE q.status = 'rejected')::int AS "rejectedQuotes",
  (SELECT count(*) FROM quote_requests r WHERE r.status = 'completed'
     AND r.completed_at >= ${at(window.today.start)} AND r.completed_at < ${at(window.today.end)})::int AS "completedToday",
  (SELECT coalesce(sum(p.amount_pence), 0) FROM payments p WHERE p.status = 'completed')::float8 AS "revenuePence",
  (SELECT avg(extract(epoch FROM (r.first_quoted_at - r.created_at))) / 60 FROM quote_requests r
     WHERE r.first_quoted_at IS NOT NULL
       AND r.created_at >= ${at(window.responseFrom)} AND r.created_at <= ${at(window.now)})::float8 AS "avgResponseMinutes",
  (SELECT json_agg(json_build_object(
      'date', d.day,
      'requests', (SELECT count(*) FROM quote_requests r
                    WHERE r.created_at >= d.day_start AND r.created_at < d.day_end),
      'revenuePence', (SELECT coalesce(sum(p.amount_pence), 0) FROM payments p
                    WHERE p.status = 'completed' AND p.completed_at >= d.day_start AND p.completed_at < d.day_end)
    ) ORDER BY d.idx) FROM days d) AS "perDay"`,
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
    perDay: perDay.map((day) => ({
      date: day.date,
      requests: Number(day.requests),
      revenuePence: Number(day.revenuePence),
    })),
  };
}

/** All Customers: newest first, the id breaking ties (user_role_created_at_id_idx). */
const CUSTOMER_ORDER: KeysetOrder = { at: user.createdAt, id: user.id, direction: "desc" };

/** All Customers: a keyset page of customer accounts with their (not deleted) requests counted. */
export async function listCustomers(db: DbOrTx, page: KeysetWindow) {
  const isCustomer = eq(user.role, "customer");
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: user.id,
        email: user.email,
        name: user.name,
        createdAt: user.createdAt,
        requestCount: sql<number>`(SELECT count(*) FROM quote_requests r WHERE r.user_id = "user".id AND r.status <> 'deleted')::int`,
        cursorAt: keysetCursorAt(CUSTOMER_ORDER),
      })
      .from(user)
      .where(and(isCustomer, afterPosition(CUSTOMER_ORDER, page.after)))
      .orderBy(...keysetOrderBy(CUSTOMER_ORDER))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(user).where(isCustomer),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

/** Where a keyset page starts and how long it is. */
export interface KeysetWindow {
  after: ListPosition | undefined;
  pageSize: number;
}

type RequestKind = Exclude<PortalListKind, "customers">;

const KIND_WHERE: Record<RequestKind, (t: RequestColumns) => SQL> = {
  active: (t) => activeWhere(t.status, t.id),
  completed: (t) => sql`${t.status} = 'completed'`,
  rejected: (t) =>
    sql`${t.status} <> 'deleted' AND EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = ${t.id} AND q.status = 'rejected')`,
};

const KIND_ORDER: Record<RequestKind, KeysetOrder> = {
  // quote_requests_admin_active_idx
  active: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
  // quote_requests_completed_idx, read backwards
  completed: { at: quoteRequests.completedAt, id: quoteRequests.id, direction: "desc" },
  // quote_requests_admin_processing_idx, read backwards
  rejected: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
};

/**
 * One page of Active, Completed or Rejected Quotes with each request's rejected quotes (price,
 * garage name) and first rejection feedback, and the list's total: two statements in all.
 */
export async function listPortalRequests(db: DbOrTx, kind: RequestKind, page: KeysetWindow) {
  const order = KIND_ORDER[kind];
  const [rows, [total]] = await Promise.all([
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
          where: (m) =>
            sql`(${m.kind} = 'rejection_feedback' OR ${m.subject} ILIKE '%reject%' OR ${m.subject} ILIKE '%decline%' OR ${m.message} ILIKE '%reject%' OR ${m.message} ILIKE '%decline%')`,
          orderBy: (m) => [asc(m.sentAt), asc(m.id)],
          limit: 1,
          columns: { subject: true, message: true, sentAt: true },
        },
      },
    }),
    db.select({ total: count() }).from(quoteRequests).where(KIND_WHERE[kind](quoteRequests)),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

export type PortalRequestRow = Awaited<ReturnType<typeof listPortalRequests>>["items"][number];
