import type { ListPosition } from "@automobi/domain";
import type { PortalListKind } from "@automobi/domain/schemas";
import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { keptSum, requestFigures, statusesExcept } from "../../db/kept-counts.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { isRejectionFeedback } from "../../db/rejection-feedback.ts";
import { quoteRequests, user } from "../../db/schema/index.ts";
import {
  ACTIVE_FIGURES,
  activeWhere,
  hasRejection,
  type RequestColumns,
} from "./request-filters.ts";

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
        services: true,
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
