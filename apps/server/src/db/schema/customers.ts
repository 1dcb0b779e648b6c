import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamps, timestamptz } from "./columns.ts";

/** One row per customer: the details the quote form pre-fills. */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  firstName: text("first_name"),
  lastName: text("last_name"),
  postcode: text("postcode"),
  mobile: text("mobile"),
  address: text("address"),
  /** E-mails 30 and 7 days before a saved vehicle's MOT due date (Settings); on by default. */
  motReminders: boolean("mot_reminders").notNull().default(true),
  /** An e-mail 11 months after a vehicle's last completed service (Settings); on by default. */
  serviceReminders: boolean("service_reminders").notNull().default(true),
  ...timestamps(),
});

/**
 * A customer's saved vehicles, one per registration. The registration is stored
 * normalised (upper case, no spaces, e.g. "AB12CDE") so that the unique key means
 * "same plate"; format it with a space for display.
 */
export const vehicles = pgTable(
  "vehicles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    registration: text("registration").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year"),
    /** Used for MOT reminders. */
    motDueDate: date("mot_due_date", { mode: "string" }),
    ...timestamps(),
  },
  (t) => [
    unique("vehicles_user_id_registration_key").on(t.userId, t.registration),
    // lets appointments reference (vehicle, owner) so a booking can only use the owner's vehicle
    unique("vehicles_id_user_id_key").on(t.id, t.userId),
    // newest first, the id breaking ties (keyset pages)
    index("vehicles_user_id_created_at_id_idx").on(t.userId, t.createdAt, t.id),
    // the daily MOT reminder run looks for due dates in the next 30 days
    index("vehicles_mot_due_date_idx").on(t.motDueDate).where(sql`mot_due_date IS NOT NULL`),
    check("vehicles_registration_check", sql`${t.registration} ~ '^[A-Z0-9]{2,8}$'`),
    check("vehicles_year_check", sql`${t.year} IS NULL OR ${t.year} BETWEEN 1886 AND 2100`),
  ],
);

/**
 * A customer's copy of their data (issue 32): a link valid for 24 hours, by the hash of its
 * token, that only the account which asked for it can open. The file is made when opened.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [index("data_exports_user_id_idx").on(t.userId)],
);
