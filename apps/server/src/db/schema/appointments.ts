import { sql } from "drizzle-orm";
import {
  check,
  date,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { oneOf, timestamps } from "./columns.ts";
import { vehicles } from "./customers.ts";
import {
  APPOINTMENT_STATUSES,
  FIRST_APPOINTMENT_HOUR,
  LAST_APPOINTMENT_HOUR,
  SCHEDULER_SERVICE_IDS,
} from "./values.ts";

/** A service booked from the Schedule Service dialog, for one of the customer's own vehicles. */
export const appointments = pgTable(
  "appointments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    vehicleId: uuid("vehicle_id").notNull(),
    serviceType: text("service_type", { enum: SCHEDULER_SERVICE_IDS }).notNull(),
    /** The UK calendar date, "YYYY-MM-DD". */
    scheduledDate: date("scheduled_date", { mode: "string" }).notNull(),
    /** Start hour, 9 (09:00) to 17 (17:00), UK time. */
    scheduledHour: smallint("scheduled_hour").notNull(),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("scheduled"),
    notes: text("notes"),
    ...timestamps(),
  },
  (t) => [
    // the vehicle must belong to the same customer
    foreignKey({
      name: "appointments_vehicle_owner_fk",
      columns: [t.vehicleId, t.userId],
      foreignColumns: [vehicles.id, vehicles.userId],
    }).onDelete("cascade"),
    // the customer's lists, keyset pages by slot and id (features/appointments): all of them
    // latest first, and the upcoming ones soonest first
    index("appointments_user_id_slot_id_idx").on(t.userId, t.scheduledDate, t.scheduledHour, t.id),
    index("appointments_user_id_upcoming_slot_idx")
      .on(t.userId, t.scheduledDate, t.scheduledHour, t.id)
      .where(sql`status = 'scheduled'`),
    // the staff list: upcoming ones soonest first, then the rest latest first, which are the
    // cancelled or completed slots still ahead, then every slot that has started
    index("appointments_upcoming_slot_idx")
      .on(t.scheduledDate, t.scheduledHour, t.id)
      .where(sql`status = 'scheduled'`),
    index("appointments_unscheduled_slot_idx")
      .on(t.scheduledDate, t.scheduledHour, t.id)
      .where(sql`status <> 'scheduled'`),
    index("appointments_slot_idx").on(t.scheduledDate, t.scheduledHour, t.id),
    // one booking per vehicle per slot; a cancelled one frees its slot
    uniqueIndex("appointments_vehicle_slot_key")
      .on(t.vehicleId, t.scheduledDate, t.scheduledHour)
      .where(sql`status = 'scheduled'`),
    index("appointments_vehicle_id_idx").on(t.vehicleId),
    check("appointments_service_type_check", oneOf(t.serviceType, SCHEDULER_SERVICE_IDS)),
    check("appointments_status_check", oneOf(t.status, APPOINTMENT_STATUSES)),
    check(
      "appointments_scheduled_hour_check",
      sql`${t.scheduledHour} BETWEEN ${sql.raw(String(FIRST_APPOINTMENT_HOUR))} AND ${sql.raw(String(LAST_APPOINTMENT_HOUR))}`,
    ),
  ],
);
