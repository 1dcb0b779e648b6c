import type { ListPosition } from "@automobi/domain";
import { and, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { garages } from "../../db/schema/index.ts";

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

/**
 * One keyset page of the directory by name, with each garage's quote counts: two statements.
 * A search is a filter on the rows read in name order.
 */
export async function listGarages(
  db: DbOrTx,
  filter: { search?: string; after: ListPosition | undefined; pageSize: number },
) {
  const where = searchCondition(filter.search);
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
    db.select({ total: count() }).from(garages).where(where),
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
  return row;
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
      "name" | "address" | "phone" | "email" | "contactPerson" | "specialties"
    >
  >,
) {
  await tx.update(garages).set(values).where(eq(garages.id, id));
}
