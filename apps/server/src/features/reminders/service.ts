import {
  addCalendarDays,
  appointmentDay,
  displayVehicleWithRegistration,
  londonDateAndHour,
} from "@automobi/domain";
import type { Database } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { type BatchRun, runInLockedBatches, scheduleEvery } from "../../records/schedule.ts";
import {
  dueReminders,
  dueServiceReminders,
  linkReminderEmail,
  linkServiceReminderEmail,
  MOT_REMINDER_LOCK_ID,
  readReminderPreferences,
  recordReminder,
  recordServiceReminder,
  SERVICE_REMINDER_LOCK_ID,
  writeReminderPreferences,
} from "./repository.ts";

/** The first reminder goes this many days ahead; the second at a week (the query's rule). */
const FIRST_REMINDER_DAYS = 30;
/** Reminders go out from 08:00 London time, not in the night. */
export const MOT_REMINDER_SEND_FROM_HOUR = 8;
/**
 * A service reminder whose day was missed (no process ran, or the service was marked complete
 * late) is still sent up to this many days after it; an older due date is not announced.
 */
export const SERVICE_REMINDER_LATE_DAYS = 30;

/**
 * Queues the MOT reminders owed at `now`: 30 and 7 days before each saved vehicle's due date,
 * once per due date per threshold. Each batch runs in one transaction under a PostgreSQL
 * advisory lock, so processes running it at the same moment send each reminder once; the
 * reminder's row (unique per customer, plate, due date and threshold) and its e-mail commit
 * together, so a run that fails sends nothing and the next one tries again.
 */
export async function runMotReminders(
  deps: { db: Database; outbox: Outbox },
  now: Date,
  batchSize = 100,
): Promise<BatchRun> {
  const london = londonDateAndHour(now);
  if (london.hour < MOT_REMINDER_SEND_FROM_HOUR) return { skipped: false, queued: 0 };
  const until = addCalendarDays(london.date, FIRST_REMINDER_DAYS);
  return runInLockedBatches(deps.db, MOT_REMINDER_LOCK_ID, batchSize, async (tx, limit) => {
    const due = await dueReminders(tx, london.date, until, limit);
    let sent = 0;
    for (const reminder of due) {
      const id = await recordReminder(tx, {
        userId: reminder.userId,
        vehicleId: reminder.vehicleId,
        registration: reminder.registration,
        motDueDate: reminder.motDueDate,
        daysBefore: reminder.daysBefore,
      });
      if (!id) continue;
      const email = await deps.outbox.enqueue(tx, reminder.email, "mot-reminder", {
        customerName: greetingName(reminder.firstName, reminder.name),
        customerEmail: reminder.email,
        vehicle: displayVehicleWithRegistration({
          vehicleMake: reminder.make,
          vehicleModel: reminder.model,
          vehicleRegistration: reminder.registration,
        }),
        dueDay: appointmentDay(reminder.motDueDate),
        daysLeft: reminder.daysLeft,
      });
      await linkReminderEmail(tx, id, email.id);
      sent++;
    }
    return { found: due.length, queued: sent };
  });
}

/**
 * Queues the annual service reminders owed at `now`: one per saved vehicle and due date, 11
 * months after the vehicle's last completed service request, sent from its due day (at most
 * `SERVICE_REMINDER_LATE_DAYS` late). Batches, lock and commit as the MOT reminders'.
 */
export async function runServiceReminders(
  deps: { db: Database; outbox: Outbox },
  now: Date,
  batchSize = 100,
): Promise<BatchRun> {
  const london = londonDateAndHour(now);
  if (london.hour < MOT_REMINDER_SEND_FROM_HOUR) return { skipped: false, queued: 0 };
  const since = addCalendarDays(london.date, -SERVICE_REMINDER_LATE_DAYS);
  return runInLockedBatches(deps.db, SERVICE_REMINDER_LOCK_ID, batchSize, async (tx, limit) => {
    const due = await dueServiceReminders(tx, since, london.date, limit);
    let sent = 0;
    for (const reminder of due) {
      const id = await recordServiceReminder(tx, {
        userId: reminder.userId,
        vehicleId: reminder.vehicleId,
        registration: reminder.registration,
        dueDate: reminder.dueDate,
      });
      if (!id) continue;
      const email = await deps.outbox.enqueue(tx, reminder.email, "service-reminder", {
        customerName: greetingName(reminder.firstName, reminder.name),
        customerEmail: reminder.email,
        vehicle: displayVehicleWithRegistration({
          vehicleMake: reminder.make,
          vehicleModel: reminder.model,
          vehicleRegistration: reminder.registration,
        }),
        lastServiceDay: appointmentDay(reminder.lastServiceDate),
        dueDay: appointmentDay(reminder.dueDate),
      });
      await linkServiceReminderEmail(tx, id, email.id);
      sent++;
    }
    return { found: due.length, queued: sent };
  });
}

/**
 * Runs the reminders 30 s after the start and then hourly: a reminder is owed for a whole day,
 * so an hourly look sends it on its day whenever the process started, and a vehicle added today
 * is reminded today. Returns the stop function.
 */
export function scheduleMotReminders(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
  { firstAfterMs = 30_000, everyMs = 60 * 60 * 1000 } = {},
) {
  return scheduleEvery(run, onError, { firstAfterMs, everyMs });
}

export function preferencesOf(db: Database, userId: string) {
  return readReminderPreferences(db, userId);
}

export async function updatePreferences(
  db: Database,
  userId: string,
  update: { motReminders?: boolean | undefined; serviceReminders?: boolean | undefined },
) {
  const set = {
    ...(update.motReminders === undefined ? {} : { motReminders: update.motReminders }),
    ...(update.serviceReminders === undefined ? {} : { serviceReminders: update.serviceReminders }),
  };
  if (Object.keys(set).length > 0) await writeReminderPreferences(db, userId, set);
  return preferencesOf(db, userId);
}
