import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { profiles, quoteRequests, quotes, vehicles } from "../../db/schema/index.ts";

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
  const [row] = await tx
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
    .returning({ id: vehicles.id });
  return row!.id;
}

/** Inserts unless this customer already used the idempotency key; null when it did. */
export async function insertQuoteRequest(
  tx: DbOrTx,
  values: NewQuoteRequest,
): Promise<QuoteRequestRow | null> {
  const [row] = await tx.insert(quoteRequests).values(values).onConflictDoNothing().returning();
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
 * A customer's requests matching `where`, newest first, each with its quotes and whether the
 * customer's fee is paid, in one query (no query per row).
 */
function findCustomerRequests(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  return db.query.quoteRequests.findMany({
    where: and(eq(quoteRequests.userId, userId), where),
    orderBy: [desc(quoteRequests.createdAt)],
    limit: page.limit,
    offset: page.offset,
    columns: { idempotencyKey: false, userId: false },
    extras: (request) => ({
      // The customer's own completed payment unlocks the garage (get-garage-details).
      // Written out: the relational query would qualify the payments columns with its alias.
      feePaid:
        sql<boolean>`exists (select 1 from payments p where p.quote_request_id = ${request.id} and p.user_id = ${userId} and p.status = 'completed')`.as(
          "fee_paid",
        ),
    }),
    with: {
      quotes: {
        orderBy: [desc(quotes.createdAt)],
        columns: {
          id: true,
          pricePence: true,
          description: true,
          estimatedDuration: true,
          warrantyInfo: true,
          status: true,
          createdAt: true,
        },
      },
    },
  });
}

/**
 * A customer's requests, newest first, each with its quotes, and their count.
 * `deleted` picks the Deleted tab's list instead of the others.
 */
export async function listCustomerRequests(
  db: DbOrTx,
  userId: string,
  options: { deleted: boolean; page: number; pageSize: number },
) {
  const view = options.deleted
    ? eq(quoteRequests.status, "deleted")
    : ne(quoteRequests.status, "deleted");
  const [items, [total]] = await Promise.all([
    findCustomerRequests(db, userId, view, {
      limit: options.pageSize,
      offset: (options.page - 1) * options.pageSize,
    }),
    db
      .select({ total: count() })
      .from(quoteRequests)
      .where(and(eq(quoteRequests.userId, userId), view)),
  ]);
  return { items, total: total?.total ?? 0 };
}

/** One of the customer's requests as their lists show it; undefined when it is not theirs. */
export async function findCustomerRequest(db: DbOrTx, userId: string, id: string) {
  const [row] = await findCustomerRequests(db, userId, eq(quoteRequests.id, id), {
    limit: 1,
    offset: 0,
  });
  return row;
}

/** The customer's request, its row locked until the transaction ends; undefined if not theirs. */
export async function lockCustomerRequest(tx: DbOrTx, userId: string, id: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      isEditable: quoteRequests.isEditable,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
    })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.userId, userId)))
    .for("update");
  return row;
}

/** Only a pending, editable request may change: a concurrent admin transition is never undone. */
const stillEditable = and(eq(quoteRequests.status, "pending"), eq(quoteRequests.isEditable, true));

export type EditableFields = Partial<
  Pick<
    NewQuoteRequest,
    | "vehicleRegistration"
    | "vehicleMake"
    | "vehicleModel"
    | "vehicleId"
    | "serviceType"
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
    .set({ ...fields, updatedAt: new Date() })
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
