import type { ListPosition } from "@automobi/domain";
import { VEHICLE_HISTORY_LIMIT } from "@automobi/domain/schemas";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { appointments, vehicles } from "../../db/schema/index.ts";

const vehicleColumns = {
  id: vehicles.id,
  registration: vehicles.registration,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  motDueDate: vehicles.motDueDate,
  createdAt: vehicles.createdAt,
};

/** Newest first, the id breaking ties: vehicles_user_id_created_at_id_idx read backwards. */
const ORDER: KeysetOrder = { at: vehicles.createdAt, id: vehicles.id, direction: "desc" };

/** One keyset page of the customer's vehicles, newest first, and their count: two statements. */
export async function listVehicles(
  db: DbOrTx,
  userId: string,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...vehicleColumns, cursorAt: keysetCursorAt(ORDER) })
      .from(vehicles)
      .where(and(eq(vehicles.userId, userId), afterPosition(ORDER, page.after)))
      .orderBy(...keysetOrderBy(ORDER))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(vehicles).where(eq(vehicles.userId, userId)),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

/** The customer's own vehicle; undefined for anyone else's. `lock` holds it for a delete. */
export async function findOwnVehicle(db: DbOrTx, id: string, userId: string, lock = false) {
  const query = db
    .select(vehicleColumns)
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  const [row] = await (lock ? query.for("update") : query);
  return row;
}

export async function hasPlate(db: DbOrTx, userId: string, registration: string) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.userId, userId), eq(vehicles.registration, registration)));
  return row !== undefined;
}

/** Inserts the vehicle unless this customer already has the plate; undefined when they do. */
export async function insertVehicle(tx: DbOrTx, values: typeof vehicles.$inferInsert) {
  const [row] = await tx
    .insert(vehicles)
    .values(values)
    .onConflictDoNothing({ target: [vehicles.userId, vehicles.registration] })
    .returning(vehicleColumns);
  return row;
}

/** Booked services of the vehicle whose hour has not started yet (London date and hour). */
export async function hasUpcomingAppointment(
  tx: DbOrTx,
  vehicleId: string,
  now: { date: string; hour: number },
) {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.vehicleId, vehicleId),
        eq(appointments.status, "scheduled"),
        sql`(${appointments.scheduledDate}, ${appointments.scheduledHour}) > (${now.date}::date, ${now.hour})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Removes the vehicle; its appointments go with it (foreign key), its requests stay. */
export async function deleteVehicle(tx: DbOrTx, id: string, userId: string) {
  const rows = await tx
    .delete(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)))
    .returning({ id: vehicles.id });
  return rows.length > 0;
}

/**
 * The vehicle's service history, the latest VEHICLE_HISTORY_LIMIT of each: the customer's
 * requests for its registration (not those in the bin), each with its accepted quote and its
 * payments, and the vehicle's appointments. Two statements whatever the history holds.
 */
export async function vehicleHistory(
  db: DbOrTx,
  vehicle: { id: string; registration: string },
  userId: string,
) {
  return Promise.all([
    db.query.quoteRequests.findMany({
      where: (r) =>
        and(
          eq(r.userId, userId),
          eq(r.vehicleRegistration, vehicle.registration),
          ne(r.status, "deleted"),
        ),
      orderBy: (r) => [desc(r.createdAt), desc(r.id)],
      limit: VEHICLE_HISTORY_LIMIT,
      columns: {
        id: true,
        status: true,
        services: true,
        description: true,
        createdAt: true,
        completedAt: true,
      },
      with: {
        quotes: {
          where: (q) => eq(q.status, "accepted"),
          limit: 1,
          columns: {
            id: true,
            pricePence: true,
            description: true,
            estimatedDuration: true,
            decidedAt: true,
          },
        },
        payments: {
          where: (p) => eq(p.userId, userId),
          orderBy: (p) => [desc(p.createdAt), desc(p.id)],
          columns: {
            id: true,
            status: true,
            amountPence: true,
            currency: true,
            createdAt: true,
            completedAt: true,
            receiptNumber: true,
          },
        },
      },
    }),
    db
      .select({
        id: appointments.id,
        vehicleId: appointments.vehicleId,
        serviceType: appointments.serviceType,
        date: appointments.scheduledDate,
        hour: appointments.scheduledHour,
        status: appointments.status,
        createdAt: appointments.createdAt,
        updatedAt: appointments.updatedAt,
      })
      .from(appointments)
      .where(and(eq(appointments.vehicleId, vehicle.id), eq(appointments.userId, userId)))
      .orderBy(
        desc(appointments.scheduledDate),
        desc(appointments.scheduledHour),
        desc(appointments.id),
      )
      .limit(VEHICLE_HISTORY_LIMIT),
  ]);
}
