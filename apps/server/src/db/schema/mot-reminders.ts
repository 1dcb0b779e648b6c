import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";
import { vehicles } from "./customers.ts";
import { MOT_REMINDER_THRESHOLDS } from "./values.ts";

/**
 * One row per MOT reminder queued: a customer hears about a plate's due date once per
 * threshold (30 and 7 days before), whichever process runs the job and however often. Keyed
 * by the registration, not the vehicle row, so removing and re-adding a car sends nothing twice.
 */
export const motReminders = pgTable(
  "mot_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    registration: text("registration").notNull(),
    motDueDate: date("mot_due_date", { mode: "string" }).notNull(),
    /** 30 or 7: which reminder this was. */
    daysBefore: smallint("days_before").notNull(),
    /** The e-mail queued for it. */
    emailOutboxId: uuid("email_outbox_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("mot_reminders_once_key").on(t.userId, t.registration, t.motDueDate, t.daysBefore),
    index("mot_reminders_vehicle_id_idx").on(t.vehicleId),
    check(
      "mot_reminders_days_before_check",
      sql`${t.daysBefore} IN (${sql.raw(MOT_REMINDER_THRESHOLDS.join(", "))})`,
    ),
  ],
);

/**
 * One row per annual service reminder queued: a customer hears once per plate and due date (11
 * months after the vehicle's last completed service), whichever process runs the job. Keyed by
 * the registration, as the MOT reminders are.
 */
export const serviceReminders = pgTable(
  "service_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").references(() => vehicles.id, { onDelete: "set null" }),
    registration: text("registration").notNull(),
    /** The London day the service falls due: the last service's day plus 11 months. */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    /** The e-mail queued for it. */
    emailOutboxId: uuid("email_outbox_id"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("service_reminders_once_key").on(t.userId, t.registration, t.dueDate),
    index("service_reminders_vehicle_id_idx").on(t.vehicleId),
  ],
);
