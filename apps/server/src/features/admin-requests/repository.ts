import type { ListPosition } from "@automobi/domain";
import {
  type AdminRequestFilter,
  type AdminRequestView,
  HIGH_PRIORITY_AFTER_HOURS,
  type RequestStatus,
} from "@automobi/domain";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { isRejectionFeedback } from "../../db/rejection-feedback.ts";
import {
  adminMessages,
  customerReplies,
  payments,
  quoteRequests,
  quotes,
  requestPhotos,
} from "../../db/schema/index.ts";

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
  if (filter === "pending" || filter === "in_progress") conditions.push(eq(t.status, filter));
  if (filter === "high_priority") conditions.push(highPriority(t, cutoff));
  return and(...conditions)!;
}

/** The dashboard's filter cards: the active view's total and each filter's, one statement. */
export async function activeCounts(db: DbOrTx, now: Date) {
  const t = quoteRequests;
  const [row] = await db
    .select({
      active: count(),
      pending: count(sql`case when ${t.status} = 'pending' then 1 end`),
      in_progress: count(sql`case when ${t.status} = 'in_progress' then 1 end`),
      high_priority: count(sql`case when ${highPriority(t, highPriorityCutoff(now))} then 1 end`),
    })
    .from(t)
    .where(VIEW_WHERE.active(t));
  return row ?? { active: 0, pending: 0, in_progress: 0, high_priority: 0 };
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
      limit: sql.placeholder("limit"),
      columns: { userId: false, idempotencyKey: false, vehicleId: false },
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
    .prepare(`admin_requests_${view}_${filter ?? "any"}_${after ? "after" : "first"}`);
}

type PageQuery = ReturnType<typeof pageQuery>;

/** The admin lists of requests, their statements prepared on first use. */
export function adminListQueries(db: Database) {
  const prepared = new Map<string, PageQuery>();
  const statement = (
    view: AdminRequestView,
    filter: AdminRequestFilter | undefined,
    after: boolean,
  ) => {
    const key = `${view}/${filter ?? ""}/${after}`;
    let query = prepared.get(key);
    if (!query) {
      query = pageQuery(db, view, filter, after);
      prepared.set(key, query);
    }
    return query;
  };

  /** One keyset page of a view with the view's total (a second, index-only statement). */
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
      statement(view, filter, after !== undefined).execute({
        cutoff,
        limit,
        ...(after ? { at: after.at, id: after.id } : {}),
      }),
      db
        .select({ total: count() })
        .from(quoteRequests)
        .where(listWhere(quoteRequests, view, filter, cutoff)),
    ]);
    return { ...keysetPage(rows, options.pageSize), total: total?.total ?? 0 };
  };
}

export type ListedRequest = Awaited<
  ReturnType<ReturnType<typeof adminListQueries>>
>["items"][number];

/** The request's status, its row locked until the transaction ends; undefined when unknown. */
export async function lockRequest(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: quoteRequests.id, status: quoteRequests.status })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, id))
    .for("update");
  return row;
}

const movedColumns = {
  id: quoteRequests.id,
  status: quoteRequests.status,
  completedAt: quoteRequests.completedAt,
  deletedAt: quoteRequests.deletedAt,
  updatedAt: quoteRequests.updatedAt,
};

/** Moves the request to `to` only while it is still in `from`; undefined otherwise. */
export async function moveRequest(
  tx: DbOrTx,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
  stamps: { completedAt?: Date | null; deletedAt?: Date | null },
) {
  const [row] = await tx
    .update(quoteRequests)
    .set({ status: to, ...stamps, updatedAt: new Date() })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, from)))
    .returning(movedColumns);
  return row;
}

/**
 * Removes the request with its photos, messages and their replies, and quotes; its payments
 * stay, still naming it. Notifications, tickets and reward entries lose the link (set null).
 */
export async function removeRequest(tx: DbOrTx, id: string) {
  const photos = await tx
    .delete(requestPhotos)
    .where(eq(requestPhotos.quoteRequestId, id))
    .returning({ id: requestPhotos.id });
  const messagesOfRequest = tx
    .select({ id: adminMessages.id })
    .from(adminMessages)
    .where(eq(adminMessages.quoteRequestId, id));
  const replies = await tx
    .delete(customerReplies)
    .where(inArray(customerReplies.adminMessageId, messagesOfRequest))
    .returning({ id: customerReplies.id });
  const messages = await tx
    .delete(adminMessages)
    .where(eq(adminMessages.quoteRequestId, id))
    .returning({ id: adminMessages.id });
  const removedQuotes = await tx
    .delete(quotes)
    .where(eq(quotes.quoteRequestId, id))
    .returning({ id: quotes.id });
  await tx.delete(quoteRequests).where(eq(quoteRequests.id, id));
  const [kept] = await tx
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.quoteRequestId, id));
  return {
    removed: {
      quotes: removedQuotes.length,
      messages: messages.length,
      replies: replies.length,
      photos: photos.length,
    },
    paymentsKept: kept?.n ?? 0,
  };
}
