import { CURSOR_MESSAGE, ERROR_CODES, type GeoPoint, type ListPosition } from "@automobi/domain";
import { and, count, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { milesFrom, milesToOneDecimal } from "../../db/distance.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { garages } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";

/** `%text%` for ILIKE, with the user's own % and _ taken literally. */
function containing(text: string) {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containing(search);
  return or(
    ilike(garages.name, pattern),
    ilike(garages.email, pattern),
    ilike(garages.phone, pattern),
    ilike(garages.address, pattern),
    ilike(garages.contactPerson, pattern),
  );
}

// Counted per listed garage on quotes_garage_id_idx, inside the one statement (no N+1). Written
// out in full: Drizzle leaves column names unqualified in a single-table select.
const quoteCount = sql<number>`(select count(*) from quotes q where q.garage_id = garages.id)`
  .mapWith(Number)
  .as("quote_count");
const acceptedCount =
  sql<number>`(select count(*) from quotes q where q.garage_id = garages.id and q.status = 'accepted')`
    .mapWith(Number)
    .as("accepted_count");

const garageColumns = {
  id: garages.id,
  name: garages.name,
  address: garages.address,
  phone: garages.phone,
  email: garages.email,
  contactPerson: garages.contactPerson,
  specialties: garages.specialties,
  postcode: garages.postcode,
  serviceRadiusMiles: garages.serviceRadiusMiles,
  suspendedAt: garages.suspendedAt,
  createdAt: garages.createdAt,
  updatedAt: garages.updatedAt,
};

/** By name, the id breaking ties: garages_name_id_idx, its cursor carrying the name. */
export const GARAGE_LIST_ORDER: KeysetOrder = {
  at: garages.name,
  id: garages.id,
  direction: "asc",
  kind: "text",
};

/** Where a garage not located sorts in a list by distance: after every located one. */
const NOT_LOCATED_MILES = 1_000_000;

/**
 * One keyset page of the directory, with each garage's quote counts: two statements. By name
 * (garages_name_id_idx, the cursor carrying the name), or, `near` a point, nearest first with
 * the distance (the cursor carrying it), the garages not located last. A search is a filter on
 * the rows read in that order.
 */
export async function listGarages(
  db: DbOrTx,
  filter: {
    search?: string;
    near?: GeoPoint | null;
    after: ListPosition | undefined;
    pageSize: number;
  },
) {
  const where = searchCondition(filter.search);
  const counted = db.select({ total: count() }).from(garages).where(where);
  if (!filter.near) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          ...garageColumns,
          quoteCount,
          acceptedCount,
          cursorAt: keysetCursorAt(GARAGE_LIST_ORDER),
        })
        .from(garages)
        .where(and(where, afterPosition(GARAGE_LIST_ORDER, filter.after)))
        .orderBy(...keysetOrderBy(GARAGE_LIST_ORDER))
        .limit(filter.pageSize + 1),
      counted,
    ]);
    const page = keysetPage(rows, filter.pageSize);
    const items = page.items.map((item) => ({ ...item, distanceMiles: null }));
    return { ...page, items, total: total?.total ?? 0 };
  }
  const sortKey = sql<number>`coalesce(${milesFrom(filter.near, garages)}, ${NOT_LOCATED_MILES}::double precision)`;
  let after: SQL | undefined;
  if (filter.after) {
    const at = Number(filter.after.at);
    if (!Number.isFinite(at))
      throw new AppError(ERROR_CODES.VALIDATION_FAILED, CURSOR_MESSAGE, 400, {
        cursor: CURSOR_MESSAGE,
      });
    after = sql`(${sortKey}, ${garages.id}) > (${at}::double precision, ${filter.after.id}::uuid)`;
  }
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...garageColumns,
        quoteCount,
        acceptedCount,
        distanceMiles: sql<
          number | null
        >`${milesToOneDecimal(milesFrom(filter.near, garages))}::double precision`
          .mapWith(Number)
          .as("distance_miles"),
        cursorAt: sql<string>`${sortKey}::text`.as("cursor_at"),
      })
      .from(garages)
      .where(and(where, after))
      .orderBy(sortKey, garages.id)
      .limit(filter.pageSize + 1),
    counted,
  ]);
  return { ...keysetPage(rows, filter.pageSize), total: total?.total ?? 0 };
}

export async function lockGarage(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select(garageColumns)
    .from(garages)
    .where(eq(garages.id, id))
    .for("update");
  return row;
}

export async function garageWithCounts(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ ...garageColumns, quoteCount, acceptedCount })
    .from(garages)
    .where(eq(garages.id, id));
  return row && { ...row, distanceMiles: null };
}

/** Whether another garage has this (lower-case) e-mail. */
export async function emailTakenByAnother(tx: DbOrTx, email: string, id: string) {
  const [row] = await tx
    .select({ id: garages.id })
    .from(garages)
    .where(and(eq(garages.email, email), ne(garages.id, id)));
  return row !== undefined;
}

export async function updateGarage(
  tx: DbOrTx,
  id: string,
  values: Partial<
    Pick<
      typeof garages.$inferInsert,
      | "name"
      | "address"
      | "phone"
      | "email"
      | "contactPerson"
      | "specialties"
      | "postcode"
      | "serviceRadiusMiles"
      | "latitude"
      | "longitude"
      | "locatedBy"
    >
  >,
) {
  await tx.update(garages).set(values).where(eq(garages.id, id));
}
