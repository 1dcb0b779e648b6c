import { and, asc, eq, gte, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { motReminders, profiles, user, vehicles } from "../../db/schema/index.ts";

/** An arbitrary constant: the process holding it runs the reminders; the others skip. */
export const MOT_REMINDER_LOCK_ID = 724_116_032;

export async function readMotReminders(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ motReminders: profiles.motReminders })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return row?.motReminders ?? true;
}

/** Sets the preference, creating the profile row when the account has none yet. */
export async function writeMotReminders(db: DbOrTx, userId: string, motReminders: boolean) {
  await db
    .insert(profiles)
    .values({ userId, motReminders })
    .onConflictDoUpdate({ target: profiles.userId, set: { motReminders, updatedAt: new Date() } });
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
