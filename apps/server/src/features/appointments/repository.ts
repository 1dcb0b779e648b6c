import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { appointments, notifications, profiles, user, vehicles } from "../../db/schema/index.ts";

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
  const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
  return row!.id;
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

export async function insertBookedNotification(
  tx: DbOrTx,
  values: { userId: string; title: string; body: string; link: string },
) {
  await tx.insert(notifications).values({ ...values, kind: "appointment_booked" });
}

/**
 * One page of the customer's appointments, two statements: upcoming ones soonest first, or
 * all of them latest slot first.
 */
export async function listCustomerAppointments(
  db: DbOrTx,
  userId: string,
  scope: "upcoming" | "all",
  now: LondonNow,
  page: { page: number; pageSize: number },
) {
  const where = and(
    eq(appointments.userId, userId),
    scope === "upcoming" ? upcoming(now) : undefined,
  );
  const order =
    scope === "upcoming"
      ? [asc(appointments.scheduledDate), asc(appointments.scheduledHour), asc(appointments.id)]
      : [desc(appointments.scheduledDate), desc(appointments.scheduledHour), desc(appointments.id)];
  const [items, [total]] = await Promise.all([
    db
      .select(appointmentColumns)
      .from(appointments)
      .innerJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(appointments).where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}

/**
 * The staff list, upcoming first (soonest first), then the rest (latest slot first). Each part
 * is read in its index's order up to the end of the page, so the final sort is over at most two
 * pages of ids whatever the table holds; then the page's rows with their customer and vehicle,
 * and the count: three statements.
 */
export async function listAllAppointments(
  db: DbOrTx,
  now: LondonNow,
  page: { page: number; pageSize: number },
) {
  const reach = page.page * page.pageSize;
  const isUpcoming = sql`status = 'scheduled' and (scheduled_date, scheduled_hour) > (${now.date}::date, ${now.hour})`;
  const [ids, [total]] = await Promise.all([
    queryRows<{ id: string }>(
      db,
      sql`
      select id from (
        (select id, 0 as part, scheduled_date, scheduled_hour from appointments
          where ${isUpcoming}
          order by scheduled_date, scheduled_hour, id limit ${reach})
        union all
        (select id, 1 as part, scheduled_date, scheduled_hour from appointments
          where not (${isUpcoming})
          order by scheduled_date desc, scheduled_hour desc, id desc limit ${reach})
      ) slots
      order by part,
        case when part = 0 then scheduled_date end asc,
        case when part = 0 then scheduled_hour end asc,
        case when part = 0 then id end asc,
        scheduled_date desc, scheduled_hour desc, id desc
      limit ${page.pageSize} offset ${(page.page - 1) * page.pageSize}`,
    ),
    db.select({ total: count() }).from(appointments),
  ]);
  if (ids.length === 0) return { items: [], total: total?.total ?? 0 };
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
        ids.map((row) => row.id),
      ),
    );
  const position = new Map(ids.map((row, index) => [row.id, index]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { items: rows, total: total?.total ?? 0 };
}
