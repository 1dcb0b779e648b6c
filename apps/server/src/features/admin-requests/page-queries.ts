import { type ListPosition, requestSearchOf } from "@automobi/domain";
import type { AdminRequestFilter, AdminRequestView } from "@automobi/domain/schemas";
import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { afterPosition, keysetCursorAt, keysetOrderBy, keysetPage } from "../../db/keyset.ts";
import { isRejectionFeedback } from "../../db/rejection-feedback.ts";
import { type adminMessages, quoteRequests } from "../../db/schema/index.ts";
import {
  highPriorityCutoff,
  type ListShape,
  listShape,
  listTotal,
  listWhere,
  type ProcessingChoice,
  searchWhere,
} from "./repository.ts";

type MessageColumns = (typeof adminMessages)["_"]["columns"];
type Position = ListPosition | { at: Placeholder; id: Placeholder };

/**
 * One page of a list with each request's quotes (and their garages), photos and rejection
 * feedback: one statement whatever the page holds, never one per request. Without a search it
 * is prepared once per list shape, filter and kind of page (first, or after a cursor), with
 * placeholders for the cutoff and the position; a search's statement carries its values.
 */
function pageQuery(
  db: Database,
  shape: ListShape,
  filter: AdminRequestFilter | undefined,
  values: { cutoff: Date | Placeholder; after: Position | undefined; search?: string },
  limit: number,
) {
  const { order } = shape;
  return db.query.quoteRequests.findMany({
    where: (t) =>
      and(
        listWhere(t, shape.rows, filter, values.cutoff),
        searchWhere(t, values.search),
        afterPosition(order, values.after),
      ),
    orderBy: keysetOrderBy(order),
    // A literal, not a placeholder: for `limit $n` PostgreSQL's generic plan assumes a tenth
    // of the view's rows come back, through every lateral join, so on a large table it kept
    // planning each execution afresh (0.4 ms of planning a page at 1 M requests).
    limit: literalLimit(limit),
    columns: { idempotencyKey: false, vehicleId: false, rejectionSignals: false },
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
          source: true,
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
      // the service fee's completed payments, for their receipts (payments_quote_request_id_idx)
      payments: {
        where: (p) => eq(p.status, "completed"),
        orderBy: (p) => [asc(p.completedAt), asc(p.id)],
        columns: { id: true, receiptNumber: true },
      },
      adminMessages: {
        where: (m: MessageColumns) => isRejectionFeedback(m),
        orderBy: (m) => [desc(m.sentAt), desc(m.id)],
        columns: { id: true, subject: true, message: true, sentAt: true },
      },
    },
  });
}

/** A page statement without a search, prepared once per list shape, filter and kind of page. */
function preparedPageQuery(
  db: Database,
  shape: ListShape,
  filter: AdminRequestFilter | undefined,
  after: boolean,
  limit: number,
) {
  const position = { at: sql.placeholder("at"), id: sql.placeholder("id") };
  const values = { cutoff: sql.placeholder("cutoff"), after: after ? position : undefined };
  return pageQuery(db, shape, filter, values, limit).prepare(
    `admin_requests_${shape.key}_${filter ?? "any"}_${after ? "after" : "first"}_${limit}`,
  );
}

/** How many requests a search finds: counted, as no kept count knows them (a few rows). */
function searchTotal(
  db: DbOrTx,
  shape: ListShape,
  filter: AdminRequestFilter | undefined,
  search: string,
  cutoff: Date,
): SQL {
  const t = quoteRequests;
  const found = db
    .select({ n: count() })
    .from(t)
    .where(and(listWhere(t, shape.rows, filter, cutoff), searchWhere(t, search)));
  return sql`(${found})::int`;
}

/**
 * A row count written into the statement. Drizzle's relational queries take a number (sent as
 * a parameter) or a placeholder for `limit`; they write an SQL chunk as it is.
 */
function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`invalid page limit ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

type PageQuery = ReturnType<typeof preparedPageQuery>;

/** The admin lists of requests, their statements prepared on first use. */
export function adminListQueries(db: Database) {
  const prepared = new Map<string, PageQuery>();
  // One statement per list shape, filter, kind of page and page size (1 to 100; the screens
  // use 20). A search's statement is built for it: its condition depends on the term.
  const statement = (
    shape: ListShape,
    filter: AdminRequestFilter | undefined,
    after: boolean,
    limit: number,
  ) => {
    const key = `${shape.key}/${filter ?? ""}/${after}/${limit}`;
    let query = prepared.get(key);
    if (!query) {
      query = preparedPageQuery(db, shape, filter, after, limit);
      prepared.set(key, query);
    }
    return query;
  };

  /** One keyset page of a list with its total (a second statement, on kept counts). */
  return async function listAdminRequests(options: {
    view: AdminRequestView;
    filter: AdminRequestFilter | undefined;
    after: ListPosition | undefined;
    pageSize: number;
    now: Date;
    processing?: ProcessingChoice;
    search?: string;
  }) {
    const { view, filter, after } = options;
    const shape = listShape(view, options.processing);
    const search = requestSearchOf(options.search) ? options.search : undefined;
    const cutoff = highPriorityCutoff(options.now);
    const limit = options.pageSize + 1;
    const page = search
      ? pageQuery(db, shape, filter, { cutoff, after, search }, limit).execute()
      : statement(shape, filter, after !== undefined, limit).execute({
          cutoff,
          ...(after ? { at: after.at, id: after.id } : {}),
        });
    const [rows, [total]] = await Promise.all([
      page,
      queryRows<{ total: number | string }>(
        db,
        sql`select ${
          search
            ? searchTotal(db, shape, filter, search, cutoff)
            : listTotal(db, shape.rows, filter, cutoff)
        } as "total"`,
      ),
    ]);
    return { ...keysetPage(rows, options.pageSize), total: Number(total?.total ?? 0) };
  };
}

export type ListedRequest = Awaited<
  ReturnType<ReturnType<typeof adminListQueries>>
>["items"][number];
