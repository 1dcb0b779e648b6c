import type { ListPosition } from "@automobi/domain";
import { type PortalListKind, portalRejectedQuote, portalRequest } from "@automobi/domain/schemas";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import {
  jsonArray,
  jsonObject,
  jsonPlain,
  jsonRowsPage,
  jsonScalar,
  jsonString,
  jsonTime,
  orNull,
} from "../../db/json-text.ts";
import { keptSum, requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
  writtenCount,
} from "../../db/keyset.ts";
import { type PositionPlaceholders, preparedPageRows } from "../../db/prepared-statements.ts";
import { hasRejection, isRejectionFeedback } from "../../db/rejection-feedback.ts";
import { adminMessages, garages, quoteRequests, quotes, user } from "../../db/schema/index.ts";
import { ACTIVE_FIGURES, activeWhere, type RequestColumns } from "./request-filters.ts";

/** The portal's four lists: All Customers, and Active, Completed and Rejected Quotes. */

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

/** A request's first (oldest) rejection feedback, or null. */
const firstFeedbackJson = sql`coalesce((SELECT ${jsonObject(
  portalRequest.shape.firstRejectionFeedback.unwrap().shape,
  {
    subject: jsonString(adminMessages.subject),
    message: jsonString(adminMessages.message),
    sentAt: jsonTime(adminMessages.sentAt),
  },
)} FROM ${adminMessages} WHERE ${adminMessages.quoteRequestId} = ${quoteRequests.id}
  AND ${isRejectionFeedback(adminMessages)}
  ORDER BY ${adminMessages.sentAt}, ${adminMessages.id} LIMIT 1), 'null')`;

/** A request's rejected quotes, oldest first, each with its garage's name. */
const rejectedQuotesJson = jsonArray(
  jsonObject(portalRejectedQuote.shape, {
    id: jsonPlain(quotes.id),
    pricePence: jsonScalar(quotes.pricePence),
    garageName: jsonString(garages.name),
  }),
  // quotes_rejected_quote_request_id_idx, then the garage by its primary key
  sql`FROM ${quotes} JOIN ${garages} ON ${garages.id} = ${quotes.garageId}
    WHERE ${quotes.quoteRequestId} = ${quoteRequests.id} AND ${quotes.status} = 'rejected'`,
  sql`${quotes.createdAt}, ${quotes.id}`,
);

/**
 * One request of the Active, Completed or Rejected Quotes list (`portalRequest`) as JSON text
 * (decision 026). Its display status is Has Rejections for an open request with a rejected quote
 * or rejection feedback: the count kept on its row (migration 0013), the rule the lists'
 * filters and totals read.
 */
const portalRequestJson: SQL<string> = sql<string>`${jsonObject(portalRequest.shape, {
  id: jsonPlain(quoteRequests.id),
  customerEmail: jsonString(quoteRequests.customerEmail),
  vehicleMake: jsonString(quoteRequests.vehicleMake),
  vehicleModel: jsonString(quoteRequests.vehicleModel),
  vehicleRegistration: jsonString(quoteRequests.vehicleRegistration),
  services: jsonString(quoteRequests.services),
  description: jsonString(quoteRequests.description),
  firstRejectionFeedback: firstFeedbackJson,
  rejectedQuotes: rejectedQuotesJson,
  status: jsonPlain(quoteRequests.status),
  displayStatus: sql`(CASE WHEN ${hasRejection(quoteRequests.rejectionSignals)}
    AND ${quoteRequests.status} NOT IN ('completed', 'deleted')
    THEN '"has_rejections"' ELSE '"' || ${quoteRequests.status} || '"' END)`,
  createdAt: jsonTime(quoteRequests.createdAt),
  completedAt: orNull(jsonTime(quoteRequests.completedAt)),
})}`;

type Position = ListPosition | PositionPlaceholders;

/**
 * A page of Active, Completed or Rejected Quotes (pageSize + 1 rows after the cursor), each row
 * its request's JSON text, its cursor key and the list's kept total (an uncorrelated subquery,
 * run once): one statement. The cursor may be placeholders, for the prepared statements below.
 */
export function portalRequestPageQuery(
  db: DbOrTx,
  kind: RequestKind,
  page: { after: Position | undefined; pageSize: number },
) {
  const order = KIND_ORDER[kind];
  return db
    .select({
      id: quoteRequests.id,
      cursorAt: keysetCursorAt(order),
      json: portalRequestJson,
      total: sql<number>`(${keptSum(KIND_TOTAL[kind])})::int`.mapWith(Number),
    })
    .from(quoteRequests)
    .where(and(KIND_WHERE[kind](quoteRequests), afterPosition(order, page.after)))
    .orderBy(...keysetOrderBy(order))
    .limit(writtenCount(page.pageSize + 1));
}

/**
 * One page of Active, Completed or Rejected Quotes with each request's rejected quotes (price,
 * garage name) and first rejection feedback, and the list's total, as the answer's JSON text
 * (`portalListResponse`, its keys in order): one statement. A page with no row to carry the
 * total (past the end) reads it alone.
 */
export async function listPortalRequests(
  db: DbOrTx,
  kind: RequestKind,
  page: KeysetWindow,
): Promise<string> {
  // prepared once per list, kind of page and page size
  const rows = await preparedPageRows(db, `portal_${kind}`, page, {}, (after) =>
    portalRequestPageQuery(db, kind, { after, pageSize: page.pageSize }),
  );
  const total = rows[0]?.total ?? (await keptTotal(db, KIND_TOTAL[kind]));
  return jsonRowsPage(rows, page.pageSize, total, { kind });
}
