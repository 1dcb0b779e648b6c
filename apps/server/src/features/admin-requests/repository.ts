import type { ListPosition } from "@automobi/domain";
import {
  type AdminRequestFilter,
  type AdminRequestView,
  HIGH_PRIORITY_AFTER_HOURS,
  type RequestStatus,
} from "@automobi/domain";
import { and, asc, count, desc, gte, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { keptSum, requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { isRejectionFeedback } from "../../db/rejection-feedback.ts";
import { type adminMessages, quoteRequests } from "../../db/schema/index.ts";

type RequestColumns = (typeof quoteRequests)["_"]["columns"];
type MessageColumns = (typeof adminMessages)["_"]["columns"];

const HOUR_MS = 60 * 60 * 1000;
/** `service_type` holds the emergency service id among its ', '-joined ids. */
const EMERGENCY_IN_SERVICE_TYPE = "(^|,)[[:space:]]*emergency[[:space:]]*(,|$)";

/**
 * Which rows a view shows. The statuses are inlined literals, so the planner can prove the
 * partial index of the view (quote_requests_admin_*_idx) covers the query.
 */
const VIEW_WHERE: Record<AdminRequestView, (t: RequestColumns) => SQL> = {
  active: (t) => sql`${t.status} NOT IN ('completed', 'deleted')`,
  processing: (t) => sql`${t.status} <> 'deleted'`,
  all: (t) => sql`${t.status} <> 'deleted'`,
  deleted: (t) => sql`${t.status} = 'deleted'`,
};

/** Each view's order, the id breaking ties so that keyset pages never overlap. */
const VIEW_ORDER: Record<AdminRequestView, KeysetOrder> = {
  active: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
  processing: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "asc" },
  // The processing index read backwards.
  all: { at: quoteRequests.createdAt, id: quoteRequests.id, direction: "desc" },
  deleted: { at: quoteRequests.deletedAt, id: quoteRequests.id, direction: "desc" },
};

/**
 * High priority as `priorityOf` has it: an emergency, or created before `cutoff` (4 hours
 * before now), which may be a placeholder of a prepared statement.
 */
function highPriority(t: RequestColumns, cutoff: Date | Placeholder): SQL {
  return or(lt(t.createdAt, cutoff), sql`${t.serviceType} ~ ${EMERGENCY_IN_SERVICE_TYPE}`)!;
}

const highPriorityCutoff = (now: Date) =>
  new Date(now.getTime() - HIGH_PRIORITY_AFTER_HOURS * HOUR_MS);

export function listWhere(
  t: RequestColumns,
  view: AdminRequestView,
  filter: AdminRequestFilter | undefined,
  cutoff: Date | Placeholder,
): SQL {
  const conditions = [VIEW_WHERE[view](t)];
  // Inlined as the view's statuses are (each filter has its own prepared statement), so that
  // even the statement's generic plan knows which status it reads.
  if (filter === "pending") conditions.push(sql`${t.status} = 'pending'`);
  if (filter === "in_progress") conditions.push(sql`${t.status} = 'in_progress'`);
  if (filter === "high_priority") conditions.push(highPriority(t, cutoff));
  return and(...conditions)!;
}

/** The statuses each view shows, as VIEW_WHERE has them. */
const VIEW_STATUSES: Record<AdminRequestView, readonly RequestStatus[]> = {
  active: statusesExcept("completed", "deleted"),
  processing: statusesExcept("deleted"),
  all: statusesExcept("deleted"),
  deleted: ["deleted"],
};

/** The kept count of a view's requests, narrowed to a status filter's. */
function keptTotal(view: AdminRequestView, filter: AdminRequestFilter | undefined): SQL {
  const statuses = VIEW_STATUSES[view].filter(
    (status) => (filter !== "pending" && filter !== "in_progress") || status === filter,
  );
  return keptSum(requestFigures(statuses));
}

/**
 * The view's requests that are not high priority: created at or after `cutoff` (4 hours ago)
 * and not emergencies. A few hours of requests, read from the view's index by creation time:
 * the high-priority count is the view's kept count less these.
 */
function notHighPriority(db: DbOrTx, view: AdminRequestView, cutoff: Date) {
  const t = quoteRequests;
  return db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        VIEW_WHERE[view](t),
        gte(t.createdAt, cutoff),
        sql`NOT (${t.serviceType} ~ ${EMERGENCY_IN_SERVICE_TYPE})`,
      ),
    );
}

/** How many requests a view (and filter) lists: kept counts, and a few hours read for priority. */
function listTotal(
  db: DbOrTx,
  view: AdminRequestView,
  filter: AdminRequestFilter | undefined,
  cutoff: Date,
): SQL {
  const kept = keptTotal(view, filter);
  if (filter !== "high_priority") return sql`${kept}::int`;
  return sql`(${kept} - (${notHighPriority(db, view, cutoff)}))::int`;
}

interface ActiveCountsRow {
  active: number | string;
  pending: number | string;
  in_progress: number | string;
  high_priority: number | string;
}

/**
 * The dashboard's filter cards: the active view's total and each filter's, one statement that
 * reads the kept counts and the last 4 hours of active requests, whatever the table holds.
 */
export async function activeCounts(db: DbOrTx, now: Date) {
  const cutoff = highPriorityCutoff(now);
  const [row] = await queryRows<ActiveCountsRow>(
    db,
    sql`select ${listTotal(db, "active", undefined, cutoff)} as "active",
      ${listTotal(db, "active", "pending", cutoff)} as "pending",
      ${listTotal(db, "active", "in_progress", cutoff)} as "in_progress",
      ${listTotal(db, "active", "high_priority", cutoff)} as "high_priority"`,
  );
  return {
    active: Number(row?.active ?? 0),
    pending: Number(row?.pending ?? 0),
    in_progress: Number(row?.in_progress ?? 0),
    high_priority: Number(row?.high_priority ?? 0),
  };
}

export const listOrder = (view: AdminRequestView) => keysetOrderBy(VIEW_ORDER[view]);
/** The rows of a view after a cursor's position. */
export const listAfter = (view: AdminRequestView, position: ListPosition) =>
  afterPosition(VIEW_ORDER[view], position)!;

/**
 * One page of a view with each request's quotes (and their garages), photos and rejection
 * feedback: one statement whatever the page holds, never one per request. Prepared once per
 * view, filter and kind of page (first, or after a cursor).
 */
function pageQuery(
  db: Database,
  view: AdminRequestView,
  filter: AdminRequestFilter | undefined,
  after: boolean,
  limit: number,
) {
  const order = VIEW_ORDER[view];
  const position = { at: sql.placeholder("at"), id: sql.placeholder("id") };
  return db.query.quoteRequests
    .findMany({
      where: (t) =>
        and(
          listWhere(t, view, filter, sql.placeholder("cutoff")),
          after ? afterPosition(order, position) : undefined,
        ),
      orderBy: keysetOrderBy(order),
      // A literal, not a placeholder: for `limit $n` PostgreSQL's generic plan assumes a tenth
      // of the view's rows come back, through every lateral join, so on a large table it kept
      // planning each execution afresh (0.4 ms of planning a page at 1 M requests).
      limit: literalLimit(limit),
      columns: { userId: false, idempotencyKey: false, vehicleId: false, rejectionSignals: false },
      extras: { cursorAt: keysetCursorAt(order).as("cursor_at") },
      with: {
        quotes: {
          orderBy: (q) => [asc(q.createdAt), asc(q.id)],
          columns: {
            id: true,
            pricePence: true,
            description: true,
            estimatedDuration: true,
            warrantyInfo: true,
            partsPence: true,
            labourPence: true,
            vatPence: true,
            status: true,
            rejectionReason: true,
            createdAt: true,
          },
          with: {
            garage: { columns: { id: true, name: true, address: true, phone: true, email: true } },
          },
        },
        // the edit form's photos, listed without their bytes (served by /api/photos/:id)
        photos: {
          orderBy: (p) => [asc(p.createdAt), asc(p.id)],
          columns: { id: true, contentType: true, sizeBytes: true, createdAt: true },
        },
        adminMessages: {
          where: (m: MessageColumns) => isRejectionFeedback(m),
          orderBy: (m) => [desc(m.sentAt), desc(m.id)],
          columns: { id: true, subject: true, message: true, sentAt: true },
        },
      },
    })
    .prepare(`admin_requests_${view}_${filter ?? "any"}_${after ? "after" : "first"}_${limit}`);
}

/**
 * A row count written into the statement. Drizzle's relational queries take a number (sent as
 * a parameter) or a placeholder for `limit`; they write an SQL chunk as it is.
 */
function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`invalid page limit ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

type PageQuery = ReturnType<typeof pageQuery>;

/** The admin lists of requests, their statements prepared on first use. */
export function adminListQueries(db: Database) {
  const prepared = new Map<string, PageQuery>();
  // One statement per view, filter, kind of page and page size (1 to 100; the screens use 20).
  const statement = (
    view: AdminRequestView,
    filter: AdminRequestFilter | undefined,
    after: boolean,
    limit: number,
  ) => {
    const key = `${view}/${filter ?? ""}/${after}/${limit}`;
    let query = prepared.get(key);
    if (!query) {
      query = pageQuery(db, view, filter, after, limit);
      prepared.set(key, query);
    }
    return query;
  };

  /** One keyset page of a view with the view's total (a second statement, on kept counts). */
  return async function listAdminRequests(options: {
    view: AdminRequestView;
    filter: AdminRequestFilter | undefined;
    after: ListPosition | undefined;
    pageSize: number;
    now: Date;
  }) {
    const { view, filter, after } = options;
    const cutoff = highPriorityCutoff(options.now);
    const limit = options.pageSize + 1;
    const [rows, [total]] = await Promise.all([
      statement(view, filter, after !== undefined, limit).execute({
        cutoff,
        ...(after ? { at: after.at, id: after.id } : {}),
      }),
      queryRows<{ total: number | string }>(
        db,
        sql`select ${listTotal(db, view, filter, cutoff)} as "total"`,
      ),
    ]);
    return { ...keysetPage(rows, options.pageSize), total: Number(total?.total ?? 0) };
  };
}

export type ListedRequest = Awaited<
  ReturnType<ReturnType<typeof adminListQueries>>
>["items"][number];
