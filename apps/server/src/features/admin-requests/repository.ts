import type { ListPosition } from "@automobi/domain";
import {
  EMERGENCY_SERVICE_ID,
  HIGH_PRIORITY_AFTER_HOURS,
  MEDIUM_PRIORITY_AFTER_HOURS,
  type RequestStatus,
  requestSearchOf,
} from "@automobi/domain";
import type {
  AdminRequestFilter,
  AdminRequestView,
  ProcessingOrder,
} from "@automobi/domain/schemas";
import { and, between, count, gte, lt, or, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { keptSum, requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import { afterPosition, type KeysetOrder, keysetOrderBy } from "../../db/keyset.ts";
import { quoteRequests } from "../../db/schema/index.ts";

type RequestColumns = (typeof quoteRequests)["_"]["columns"];

const HOUR_MS = 60 * 60 * 1000;

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
  return sql`(${lt(t.createdAt, cutoff)} or ${EMERGENCY_SERVICE_ID} = ANY(${t.services}))`;
}

export const highPriorityCutoff = (now: Date) =>
  new Date(now.getTime() - HIGH_PRIORITY_AFTER_HOURS * HOUR_MS);

/** When a request becomes Medium priority: created more than 2 hours before `now`. */
export const mediumPriorityCutoff = (now: Date) =>
  new Date(now.getTime() - MEDIUM_PRIORITY_AFTER_HOURS * HOUR_MS);

export function listWhere(
  t: RequestColumns,
  view: AdminRequestView,
  filter: AdminRequestFilter | undefined,
  cutoff: Date | Placeholder,
): SQL {
  const inView = VIEW_WHERE[view](t);
  const narrowed = filterWhere(t, filter, cutoff);
  return narrowed ? sql`(${inView} and ${narrowed})` : inView;
}

/** Which of a view's rows a filter keeps; undefined for no filter. */
function filterWhere(
  t: RequestColumns,
  filter: AdminRequestFilter | undefined,
  cutoff: Date | Placeholder,
): SQL | undefined {
  // Inlined as the view's statuses are (each filter has its own prepared statement), so that
  // even the statement's generic plan knows which status it reads.
  if (filter === "pending") return sql`${t.status} = 'pending'`;
  if (filter === "in_progress") return sql`${t.status} = 'in_progress'`;
  if (filter === "high_priority") return highPriority(t, cutoff);
  return undefined;
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
function notHighPriority(db: DbOrTx, view: AdminRequestView, cutoff: Date | Placeholder) {
  const t = quoteRequests;
  return db
    .select({ n: count() })
    .from(t)
    .where(
      and(
        VIEW_WHERE[view](t),
        gte(t.createdAt, cutoff),
        sql`NOT (${EMERGENCY_SERVICE_ID} = ANY(${t.services}))`,
      ),
    );
}

/** How many requests a view (and filter) lists: kept counts, and a few hours read for priority. */
export function listTotal(
  db: DbOrTx,
  view: AdminRequestView,
  filter: AdminRequestFilter | undefined,
  cutoff: Date | Placeholder,
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
export function listAfter(view: AdminRequestView, position: ListPosition): SQL {
  const after = afterPosition(VIEW_ORDER[view], position);
  if (!after) throw new Error("a cursor's position always narrows the list");
  return after;
}

/** Quote Processing's choices: its order, and whether completed requests are listed. */
export interface ProcessingChoice {
  order: ProcessingOrder;
  completed: boolean;
}

/**
 * Which rows a list reads and in which order. Quote Processing without its completed requests
 * reads the active view's rows (and index), with them the processing index; either index read
 * forwards or backwards gives both orders.
 */
export function listShape(view: AdminRequestView, choice?: ProcessingChoice) {
  if (view !== "processing" || !choice) {
    return { rows: view, order: VIEW_ORDER[view], key: view };
  }
  const rows: AdminRequestView = choice.completed ? "processing" : "active";
  const direction = choice.order === "oldest" ? "asc" : "desc";
  return {
    rows,
    order: { ...VIEW_ORDER.processing, direction } satisfies KeysetOrder,
    key: `processing_${choice.completed ? "all" : "open"}_${choice.order}`,
  };
}
export type ListShape = ReturnType<typeof listShape>;

/** `text%` for LIKE, with the user's own %, _ and \ taken literally. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Quote Processing's search: the registration, the e-mail or the id starts with the term. Each
 * is one index range (quote_requests_registration_idx, quote_requests_customer_email_idx, the
 * primary key), so PostgreSQL reads only the matching rows.
 */
export function searchWhere(t: RequestColumns, term: string | undefined): SQL | undefined {
  const search = requestSearchOf(term);
  if (!search) return undefined;
  const matches = [sql`lower(${t.customerEmail}) like ${startingWith(search.email)}`];
  if (search.registration) {
    matches.push(sql`${t.vehicleRegistration} like ${startingWith(search.registration)}`);
  }
  if (search.idRange) matches.push(between(t.id, search.idRange.from, search.idRange.to));
  return or(...matches);
}
