import type { ListPosition, SlotListPart } from "@automobi/domain";
import { and, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { onlyRow } from "../../db/rows.ts";
import { appointments, profiles, user, vehicles } from "../../db/schema/index.ts";

/** The London date and hour it is now: a slot after it has not started. */
export interface LondonNow {
  date: string;
  hour: number;
}

const upcoming = (now: LondonNow): SQL =>
  sql`(${appointments.status} = 'scheduled' and (${appointments.scheduledDate}, ${appointments.scheduledHour}) > (${now.date}::date, ${now.hour}))`;

const appointmentColumns = {
  id: appointments.id,
  vehicleId: appointments.vehicleId,
  serviceType: appointments.serviceType,
  date: appointments.scheduledDate,
  hour: appointments.scheduledHour,
  status: appointments.status,
  createdAt: appointments.createdAt,
  updatedAt: appointments.updatedAt,
  vehicle: { registration: vehicles.registration, make: vehicles.make, model: vehicles.model },
};

/**
 * The customer's own vehicle, held (FOR SHARE) until the booking commits: a removal of the
 * vehicle at the same moment waits, then finds the booking and is refused.
 */
export async function shareOwnVehicle(tx: DbOrTx, vehicleId: string, userId: string) {
  const [row] = await tx
    .select({
      id: vehicles.id,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
    })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.userId, userId)))
    .for("share");
  return row;
}

export async function insertAppointment(tx: DbOrTx, values: typeof appointments.$inferInsert) {
  const rows = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return onlyRow(rows, "the new appointment").id;
}

/** One appointment with its vehicle; `userId` narrows it to the customer's own. */
export async function findAppointment(
  db: DbOrTx,
  id: string,
  userId?: string,
  lock: "update" | undefined = undefined,
) {
  const query = db
    .select(appointmentColumns)
    .from(appointments)
    .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(and(eq(appointments.id, id), userId ? eq(appointments.userId, userId) : undefined));
  const [row] = await (lock ? query.for(lock, { of: appointments }) : query);
  return row;
}

export async function cancelAppointment(tx: DbOrTx, id: string) {
  await tx
    .update(appointments)
    .set({ status: "cancelled" })
    .where(and(eq(appointments.id, id), eq(appointments.status, "scheduled")));
}

export async function customerFirstName(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ firstName: profiles.firstName })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.firstName ?? null;
}

/** A keyset order over the booked slot (date, hour) and the id. */
const bySlot = (direction: "asc" | "desc"): KeysetOrder => ({
  at: appointments.scheduledDate,
  hour: appointments.scheduledHour,
  id: appointments.id,
  direction,
  kind: "slot",
});
/** Upcoming ones soonest first. */
export const SOONEST_FIRST = bySlot("asc");
/** The rest, latest slot first. */
export const LATEST_FIRST = bySlot("desc");

/** The customer's upcoming appointments soonest first, or all of them latest slot first. */
export const CUSTOMER_LIST_ORDER = { upcoming: SOONEST_FIRST, all: LATEST_FIRST } as const;

function customerListWhere(userId: string, scope: "upcoming" | "all", now: LondonNow) {
  return and(eq(appointments.userId, userId), scope === "upcoming" ? upcoming(now) : undefined);
}

/**
 * One keyset page of the customer's appointments (`pageSize + 1` rows), read in order from
 * appointments_user_id_upcoming_slot_idx or appointments_user_id_slot_id_idx.
 */
export function customerAppointmentPageQuery(
  db: DbOrTx,
  userId: string,
  scope: "upcoming" | "all",
  now: LondonNow,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const order = CUSTOMER_LIST_ORDER[scope];
  return db
    .select({ ...appointmentColumns, cursorAt: keysetCursorAt(order) })
    .from(appointments)
    .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(and(customerListWhere(userId, scope, now), afterPosition(order, page.after)))
    .orderBy(...keysetOrderBy(order))
    .limit(page.pageSize + 1);
}

/** One keyset page of the customer's appointments and their count: two statements. */
export async function listCustomerAppointments(
  db: DbOrTx,
  userId: string,
  scope: "upcoming" | "all",
  now: LondonNow,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    customerAppointmentPageQuery(db, userId, scope, now, page),
    db
      .select({ total: count() })
      .from(appointments)
      .where(customerListWhere(userId, scope, now)),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}

/** Where a page of the staff list starts: after a slot of its upcoming or its earlier part. */
export interface StaffListPosition {
  part: SlotListPart;
  after: ListPosition;
}

/** The staff list's cursor position from the API's (`upcoming 2026-03-20T09`). */
export function staffListPosition(cursor: ListPosition | undefined): StaffListPosition | undefined {
  if (!cursor) return undefined;
  const [part, slot] = cursor.at.split(" ") as [SlotListPart, string];
  return { part, after: { at: slot, id: cursor.id } };
}

/**
 * The staff list's ids for one page (`pageSize + 1` rows) with each row's cursor, in one
 * statement of up to three parts, each read in its own index's order up to the page's end:
 * upcoming ones soonest first (appointments_upcoming_slot_idx), then the rest latest first,
 * which are the cancelled or completed slots still ahead (appointments_unscheduled_slot_idx)
 * and then every slot that has started (appointments_slot_idx). The final sort is over at most
 * three pages of ids, whatever the table holds.
 */
export function staffAppointmentIdsQuery(
  now: LondonNow,
  page: { after: StaffListPosition | undefined; pageSize: number },
): SQL {
  const reach = page.pageSize + 1;
  const part = (
    index: number,
    where: SQL,
    order: KeysetOrder,
    after: ListPosition | undefined,
  ) => sql`(select ${appointments.id} as id, ${sql.raw(String(index))} as part, ${appointments.scheduledDate} as scheduled_date,
      ${appointments.scheduledHour} as scheduled_hour, ${keysetCursorAt(order)} as slot
    from ${appointments} where ${and(where, afterPosition(order, after))}
    order by ${sql.join(keysetOrderBy(order), sql`, `)} limit ${reach})`;
  const ahead = sql`(${appointments.scheduledDate}, ${appointments.scheduledHour}) > (${now.date}::date, ${now.hour})`;
  const started = sql`(${appointments.scheduledDate}, ${appointments.scheduledHour}) <= (${now.date}::date, ${now.hour})`;
  const inEarlier = page.after?.part === "earlier";
  const after = page.after?.after;
  const parts = [
    ...(inEarlier ? [] : [part(0, upcoming(now), SOONEST_FIRST, after)]),
    part(
      1,
      sql`${appointments.status} <> 'scheduled' and ${ahead}`,
      LATEST_FIRST,
      inEarlier ? after : undefined,
    ),
    part(2, started, LATEST_FIRST, inEarlier ? after : undefined),
  ];
  return sql`select id, case when part = 0 then 'upcoming ' else 'earlier ' end || slot as "cursorAt"
    from (${sql.join(parts, sql` union all `)}) parts
    order by part,
      case when part = 0 then scheduled_date end asc,
      case when part = 0 then scheduled_hour end asc,
      case when part = 0 then id end asc,
      scheduled_date desc, scheduled_hour desc, id desc
    limit ${reach}`;
}

/**
 * A keyset page of the staff list, upcoming first (soonest first), then the rest (latest slot
 * first): the page's ids and the count, then the page's rows with their customer and vehicle;
 * three statements.
 */
export async function listAllAppointments(
  db: DbOrTx,
  now: LondonNow,
  page: { after: StaffListPosition | undefined; pageSize: number },
) {
  const [ids, [total]] = await Promise.all([
    queryRows<{ id: string; cursorAt: string }>(db, staffAppointmentIdsQuery(now, page)),
    db.select({ total: count() }).from(appointments),
  ]);
  const { items: pageIds, nextCursor } = keysetPage(ids, page.pageSize);
  if (pageIds.length === 0) return { items: [], nextCursor, total: total?.total ?? 0 };
  const rows = await db
    .select({
      ...appointmentColumns,
      customerEmail: user.email,
      customerName: user.name,
    })
    .from(appointments)
    .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .innerJoin(user, eq(user.id, appointments.userId))
    .where(
      inArray(
        appointments.id,
        pageIds.map((row) => row.id),
      ),
    );
  const position = new Map(pageIds.map((row, index) => [row.id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { items: rows, nextCursor, total: total?.total ?? 0 };
}
