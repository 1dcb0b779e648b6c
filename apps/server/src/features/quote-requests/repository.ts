import type { ListPosition } from "@automobi/domain";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { cursorPageJson } from "../../db/json-text.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { customerRequestCounts, profiles, quoteRequests, vehicles } from "../../db/schema/index.ts";
import { placeOf } from "../../records/places.ts";
import { listItemJson } from "./list-json.ts";

export type QuoteRequestRow = typeof quoteRequests.$inferSelect;
export type NewQuoteRequest = typeof quoteRequests.$inferInsert;

/** Creates the customer's profile from the form's names when there is none yet. */
export async function ensureProfile(
  tx: DbOrTx,
  userId: string,
  firstName: string,
  lastName: string,
) {
  await tx.insert(profiles).values({ userId, firstName, lastName }).onConflictDoNothing();
}

export interface SavedVehicle {
  userId: string;
  registration: string;
  make: string;
  model: string;
  /** From the server's own lookup of the plate, never from the form; null when unknown. */
  year: number | null;
  motDueDate: string | null;
}

/**
 * One vehicle per registration per customer; a new make or model replaces the old one.
 * A year or MOT due date already known is kept when this submission brings none.
 */
export async function saveVehicle(tx: DbOrTx, vehicle: SavedVehicle): Promise<string> {
  const row = onlyRow(
    await tx
      .insert(vehicles)
      .values(vehicle)
      .onConflictDoUpdate({
        target: [vehicles.userId, vehicles.registration],
        set: {
          make: vehicle.make,
          model: vehicle.model,
          year: sql`coalesce(excluded.year, ${vehicles.year})`,
          motDueDate: sql`coalesce(excluded.mot_due_date, ${vehicles.motDueDate})`,
          updatedAt: new Date(),
        },
      })
      .returning({ id: vehicles.id }),
    "the saved vehicle",
  );
  return row.id;
}

/** Inserts unless this customer already used the idempotency key; null when it did. */
export async function insertQuoteRequest(
  tx: DbOrTx,
  values: NewQuoteRequest,
): Promise<QuoteRequestRow | null> {
  const [row] = await tx
    .insert(quoteRequests)
    .values({ ...values, ...placeOf(values.postcode) })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function findByIdempotencyKey(tx: DbOrTx, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, userId), eq(quoteRequests.idempotencyKey, key)));
  return row ?? null;
}

/**
 * One of the customer's requests as its list item's JSON text (the same item the lists give, so
 * a card renders it alike); undefined when it is not theirs.
 */
export async function customerRequestItemJson(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ item: listItemJson() })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.userId, userId), eq(quoteRequests.id, id)));
  return row?.item;
}

export type CustomerListView = "active" | "deleted";

/** Newest first, the id breaking ties: quote_requests_user_id_created_at_id_idx read backwards. */
export const CUSTOMER_LIST_ORDER: KeysetOrder = {
  at: quoteRequests.createdAt,
  id: quoteRequests.id,
  direction: "desc",
};

/** Each view's rows; the deleted view is read from its partial index, quote_requests_user_id_deleted_idx. */
export const VIEW_WHERE: Record<CustomerListView, SQL> = {
  active: sql`${quoteRequests.status} <> 'deleted'`,
  deleted: sql`${quoteRequests.status} = 'deleted'`,
};

/**
 * One page of a customer's requests, each row its item's JSON text (with its quotes and
 * whether its fee is paid, list-json.ts), its cursor key and the view's total: one statement
 * (the total is an uncorrelated subquery, run once, over the customer's few
 * customer_request_counts rows). Built and prepared once per view and kind of page, so a
 * request sends only its parameters.
 */
function customerPageQuery(db: Database, view: CustomerListView, after: boolean) {
  const userId = sql.placeholder("userId");
  return db
    .select({
      item: listItemJson(),
      id: quoteRequests.id,
      cursorAt: keysetCursorAt(CUSTOMER_LIST_ORDER),
      total:
        sql<number>`(select coalesce(sum(c.count), 0)::int from customer_request_counts c where c.user_id = ${userId} and c.status ${sql.raw(view === "active" ? "<>" : "=")} 'deleted')`.mapWith(
          Number,
        ),
    })
    .from(quoteRequests)
    .where(
      and(
        eq(quoteRequests.userId, userId),
        VIEW_WHERE[view],
        after
          ? afterPosition(CUSTOMER_LIST_ORDER, {
              at: sql.placeholder("at"),
              id: sql.placeholder("id"),
            })
          : undefined,
      ),
    )
    .orderBy(...keysetOrderBy(CUSTOMER_LIST_ORDER))
    .limit(sql.placeholder("limit"))
    .prepare(`customer_requests_${view}_${after ? "after" : "first"}`);
}

/** The prepared pages of the customer's lists, one per view and kind of page. */
export function customerListQueries(db: Database) {
  const queries = {
    active: {
      first: customerPageQuery(db, "active", false),
      after: customerPageQuery(db, "active", true),
    },
    deleted: {
      first: customerPageQuery(db, "deleted", false),
      after: customerPageQuery(db, "deleted", true),
    },
  };

  /**
   * A customer's requests, newest first, with the view's total and the next page's cursor, as
   * the answer's JSON text. `deleted` is the Deleted tab's list, `active` every other request.
   */
  return async function listCustomerRequests(
    userId: string,
    options: { view: CustomerListView; after: ListPosition | undefined; pageSize: number },
  ): Promise<string> {
    const { after, pageSize } = options;
    const limit = pageSize + 1;
    const rows = after
      ? await queries[options.view].after.execute({ userId, limit, at: after.at, id: after.id })
      : await queries[options.view].first.execute({ userId, limit });
    const { items, nextCursor } = keysetPage(rows, pageSize);
    // A page past the end (its rows deleted meanwhile) has no row to carry the total.
    const total = rows[0]?.total ?? (after ? await countView(db, userId, options.view) : 0);
    return cursorPageJson(
      items.map((row) => row.item),
      pageSize,
      total,
      nextCursor,
    );
  };
}

async function countView(db: Database, userId: string, view: CustomerListView) {
  const status = customerRequestCounts.status;
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${customerRequestCounts.count}), 0)`.mapWith(Number),
    })
    .from(customerRequestCounts)
    .where(
      and(
        eq(customerRequestCounts.userId, userId),
        view === "active" ? sql`${status} <> 'deleted'` : sql`${status} = 'deleted'`,
      ),
    );
  return row?.total ?? 0;
}

/** The customer's request, its row locked until the transaction ends; undefined if not theirs. */
export async function lockCustomerRequest(tx: DbOrTx, userId: string, id: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      isEditable: quoteRequests.isEditable,
      feePaid: quoteRequests.feePaid,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId)))
    .for("update");
  return row;
}

/**
 * Only a pending, editable request whose fee is not paid may change: a concurrent admin
 * transition is never undone.
 */
const stillEditable = and(
  eq(quoteRequests.status, "pending"),
  eq(quoteRequests.isEditable, true),
  eq(quoteRequests.feePaid, false),
);

export type EditableFields = Partial<
  Pick<
    NewQuoteRequest,
    | "vehicleRegistration"
    | "vehicleMake"
    | "vehicleModel"
    | "vehicleId"
    | "services"
    | "description"
    | "damageType"
    | "budgetRange"
    | "partsPreference"
    | "postcode"
    | "mobile"
    | "phoneNumber"
    | "travelDistance"
    | "timeframe"
    | "availability"
  >
>;

/** Writes the edit while the request is still pending and editable; false when it was not. */
export async function updateEditableRequest(
  tx: DbOrTx,
  userId: string,
  id: string,
  fields: EditableFields,
) {
  const rows = await tx
    .update(quoteRequests)
    .set({
      ...fields,
      ...(fields.postcode === undefined ? {} : placeOf(fields.postcode)),
      updatedAt: new Date(),
    })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId), stillEditable))
    .returning({ id: quoteRequests.id });
  return rows.length === 1;
}

/** The customer's soft delete, while the request is still pending and editable. */
export async function softDeleteRequest(tx: DbOrTx, userId: string, id: string, now: Date) {
  const rows = await tx
    .update(quoteRequests)
    .set({ status: "deleted", deletedAt: now, updatedAt: now })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId), stillEditable))
    .returning({ id: quoteRequests.id });
  return rows.length === 1;
}
