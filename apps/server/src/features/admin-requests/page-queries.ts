import { type ListPosition, requestSearchOf } from "@automobi/domain";
import type { AdminRequestFilter, AdminRequestView } from "@automobi/domain/schemas";
import { and, count, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type Database, type DbOrTx, queryRows } from "../../db/client.ts";
import { cursorPageJson } from "../../db/json-text.ts";
import {
  afterPosition,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
  writtenCount,
} from "../../db/keyset.ts";
import { quoteRequests } from "../../db/schema/index.ts";
import { adminItemJson } from "./list-json.ts";
import {
  highPriorityCutoff,
  type ListShape,
  listShape,
  listTotal,
  listWhere,
  mediumPriorityCutoff,
  type ProcessingChoice,
  searchWhere,
} from "./repository.ts";

type Position = ListPosition | { at: Placeholder; id: Placeholder };

/**
 * One page of a list, each row its item's JSON text (with its quotes and their garages,
 * photos, receipts and rejection feedback, list-json.ts), its id, its cursor key and the
 * list's total: one statement whatever the page holds, never one per request (the total is an
 * uncorrelated subquery, run once, on kept counts). Without a search it is prepared once per
 * list shape, filter and kind of page (first, or after a cursor), with placeholders for the
 * cutoffs and the position; a search's statement carries its values.
 */
function pageQuery(
  db: Database,
  shape: ListShape,
  filter: AdminRequestFilter | undefined,
  values: {
    cutoff: Date | Placeholder;
    mediumCutoff: Date | Placeholder;
    after: Position | undefined;
    search?: string;
  },
  limit: number,
) {
  const { order } = shape;
  const t = quoteRequests;
  const moment = (value: Date | Placeholder) => sql`${value}::timestamptz`;
  const { cutoff } = values;
  const total = values.search
    ? searchTotal(db, shape, filter, values.search, cutoff)
    : listTotal(db, shape.rows, filter, cutoff);
  return (
    db
      .select({
        item: adminItemJson({ high: moment(cutoff), medium: moment(values.mediumCutoff) }),
        id: t.id,
        cursorAt: keysetCursorAt(order),
        total: sql<number>`${total}`.mapWith(Number),
      })
      .from(t)
      .where(
        and(
          listWhere(t, shape.rows, filter, cutoff),
          searchWhere(t, values.search),
          afterPosition(order, values.after),
        ),
      )
      .orderBy(...keysetOrderBy(order))
      // Written, not a placeholder: for `limit $n` PostgreSQL's generic plan assumes a tenth of
      // the view's rows come back, so on a large table it kept planning each execution afresh.
      .limit(writtenCount(limit))
  );
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
  const values = {
    cutoff: sql.placeholder("cutoff"),
    mediumCutoff: sql.placeholder("mediumCutoff"),
    after: after ? position : undefined,
  };
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
  cutoff: Date | Placeholder,
): SQL {
  const t = quoteRequests;
  const found = db
    .select({ n: count() })
    .from(t)
    .where(and(listWhere(t, shape.rows, filter, cutoff), searchWhere(t, search)));
  return sql`(${found})::int`;
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

  /**
   * One keyset page of a list with its total, as the answer's JSON text (the items written by
   * PostgreSQL), in one statement.
   */
  return async function listAdminRequests(options: {
    view: AdminRequestView;
    filter: AdminRequestFilter | undefined;
    after: ListPosition | undefined;
    pageSize: number;
    now: Date;
    processing?: ProcessingChoice;
    search?: string;
  }): Promise<string> {
    const { view, filter, after, pageSize } = options;
    const shape = listShape(view, options.processing);
    const search = requestSearchOf(options.search) ? options.search : undefined;
    const cutoff = highPriorityCutoff(options.now);
    const mediumCutoff = mediumPriorityCutoff(options.now);
    const limit = pageSize + 1;
    const rows = search
      ? await pageQuery(db, shape, filter, { cutoff, mediumCutoff, after, search }, limit).execute()
      : await statement(shape, filter, after !== undefined, limit).execute({
          cutoff,
          mediumCutoff,
          ...(after ? { at: after.at, id: after.id } : {}),
        });
    const { items, nextCursor } = keysetPage(rows, pageSize);
    // A page with no rows has none to carry the total: counted on its own.
    const total = rows[0]?.total ?? (await countList(db, shape, filter, cutoff, search));
    return cursorPageJson(
      items.map((row) => row.item),
      pageSize,
      total,
      nextCursor,
    );
  };
}

/** How many requests a list holds, for a page that has no row to carry it. */
async function countList(
  db: Database,
  shape: ListShape,
  filter: AdminRequestFilter | undefined,
  cutoff: Date,
  search: string | undefined,
) {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select ${
      search
        ? searchTotal(db, shape, filter, search, cutoff)
        : listTotal(db, shape.rows, filter, cutoff)
    } as "total"`,
  );
  return Number(row?.total ?? 0);
}
