import { ANNUAL_SERVICE_IDS, SERVICE_REMINDER_MONTHS } from "@automobi/domain";
import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  motReminders,
  profiles,
  quoteRequests,
  serviceReminders,
  user,
  vehicles,
} from "../../db/schema/index.ts";

/** An arbitrary constant: the process holding it runs the reminders; the others skip. */
export const MOT_REMINDER_LOCK_ID = 724_116_032;

/** The same, for the annual service reminders. */
export const SERVICE_REMINDER_LOCK_ID = 724_116_034;

/** The account's reminder preferences: both on when it has no profile yet. */
export async function readReminderPreferences(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ motReminders: profiles.motReminders, serviceReminders: profiles.serviceReminders })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return {
    motReminders: row?.motReminders ?? true,
    serviceReminders: row?.serviceReminders ?? true,
  };
}

/** Sets the preferences named, creating the profile row when the account has none yet. */
export async function writeReminderPreferences(
  db: DbOrTx,
  userId: string,
  set: { motReminders?: boolean; serviceReminders?: boolean },
) {
  await db
    .insert(profiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...set, updatedAt: new Date() } });
}

/**
 * Saved vehicles whose MOT is due from `today` to `today + 30` days, with the reminder they are
 * owed (7 when a week or less is left, else 30) and not yet sent, for customers who have not
 * turned reminders off. A reminder missed while no process ran is still sent late, never twice.
 */
export async function dueReminders(tx: DbOrTx, today: string, until: string, limit: number) {
  const daysLeft = sql<number>`(${vehicles.motDueDate} - ${today}::date)`;
  const owed = sql<number>`(case when ${daysLeft} <= 7 then 7 else 30 end)`;
  return tx
    .select({
      vehicleId: vehicles.id,
      userId: vehicles.userId,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      motDueDate: sql<string>`${vehicles.motDueDate}`,
      daysLeft: sql<number>`${daysLeft}::int`,
      daysBefore: sql<number>`${owed}::int`,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
    })
    .from(vehicles)
    .innerJoin(user, eq(user.id, vehicles.userId))
    .leftJoin(profiles, eq(profiles.userId, vehicles.userId))
    .where(
      and(
        gte(vehicles.motDueDate, today),
        lte(vehicles.motDueDate, until),
        sql`coalesce(${profiles.motReminders}, true)`,
        sql`coalesce(${user.banned}, false) = false`,
        sql`not exists (select 1 from ${motReminders} r
          where r.user_id = ${vehicles.userId} and r.registration = ${vehicles.registration}
            and r.mot_due_date = ${vehicles.motDueDate} and r.days_before = ${owed})`,
      ),
    )
    .orderBy(asc(vehicles.motDueDate), asc(vehicles.id))
    .limit(limit);
}

/** Records a reminder; undefined when this one was already recorded (never sent twice). */
export async function recordReminder(tx: DbOrTx, values: typeof motReminders.$inferInsert) {
  const [row] = await tx
    .insert(motReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: motReminders.id });
  return row?.id;
}

export async function linkReminderEmail(tx: DbOrTx, id: string, emailOutboxId: string) {
  await tx.update(motReminders).set({ emailOutboxId }).where(eq(motReminders.id, id));
}

/** `ANNUAL_SERVICE_IDS` as an array constant (catalogue ids: letters and hyphens). */
const ANNUAL_SERVICES = sql.raw(
  `ARRAY[${ANNUAL_SERVICE_IDS.map((id) => `'${id}'`).join(", ")}]::text[]`,
);

/** A completed request for one of the annual services. */
const serviceRequest = sql`${quoteRequests.status} = 'completed'
  AND ${quoteRequests.services} && ${ANNUAL_SERVICES}`;

/** The London day a request was completed. */
const completedDay = sql`(${quoteRequests.completedAt} at time zone 'Europe/London')::date`;

/** That day plus `SERVICE_REMINDER_MONTHS` months, as PostgreSQL adds months (31 Jan + 1 = 28 Feb). */
const dueDay = sql`(${completedDay} + make_interval(months => ${SERVICE_REMINDER_MONTHS}))::date`;

/**
 * Saved vehicles whose annual service fell due from `since` to `today` (London days), counted
 * from the vehicle's last completed service request, for customers who have not turned service
 * reminders off and have not been reminded of that due date. Read from the completed requests'
 * index over the weeks that can be due, not from every vehicle.
 */
export async function dueServiceReminders(tx: DbOrTx, since: string, today: string, limit: number) {
  return tx
    .select({
      vehicleId: vehicles.id,
      userId: vehicles.userId,
      registration: vehicles.registration,
      make: vehicles.make,
      model: vehicles.model,
      lastServiceDate: sql<string>`${completedDay}::text`,
      dueDate: sql<string>`${dueDay}::text`,
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
    })
    .from(quoteRequests)
    .innerJoin(vehicles, eq(vehicles.id, quoteRequests.vehicleId))
    .innerJoin(user, eq(user.id, vehicles.userId))
    .leftJoin(profiles, eq(profiles.userId, vehicles.userId))
    .where(
      and(
        serviceRequest,
        // a day's margin each way around the London days (the column is a point in time)
        sql`${quoteRequests.completedAt} >= ((${since}::date - make_interval(months => ${SERVICE_REMINDER_MONTHS}))::date - 1)::timestamptz`,
        sql`${quoteRequests.completedAt} < ((${today}::date - make_interval(months => ${SERVICE_REMINDER_MONTHS}))::date + 2)::timestamptz`,
        sql`${dueDay} BETWEEN ${since}::date AND ${today}::date`,
        sql`coalesce(${profiles.serviceReminders}, true)`,
        sql`coalesce(${user.banned}, false) = false`,
        // the vehicle's last service: no completed service of it after this one
        sql`NOT EXISTS (SELECT 1 FROM ${quoteRequests} later WHERE later.vehicle_id = ${vehicles.id}
          AND later.status = 'completed' AND later.completed_at > ${quoteRequests.completedAt}
          AND later.services && ${ANNUAL_SERVICES})`,
        sql`NOT EXISTS (SELECT 1 FROM ${serviceReminders} r
          WHERE r.user_id = ${vehicles.userId} AND r.registration = ${vehicles.registration}
            AND r.due_date = ${dueDay})`,
      ),
    )
    .orderBy(asc(quoteRequests.completedAt), asc(vehicles.id))
    .limit(limit);
}

/** Records a service reminder; undefined when this one was already recorded. */
export async function recordServiceReminder(
  tx: DbOrTx,
  values: typeof serviceReminders.$inferInsert,
) {
  const [row] = await tx
    .insert(serviceReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: serviceReminders.id });
  return row?.id;
}

export async function linkServiceReminderEmail(tx: DbOrTx, id: string, emailOutboxId: string) {
  await tx.update(serviceReminders).set({ emailOutboxId }).where(eq(serviceReminders.id, id));
}
