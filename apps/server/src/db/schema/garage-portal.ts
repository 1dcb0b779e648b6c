import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { timestamptz } from "./columns.ts";
import { garages } from "./quotes.ts";

/**
 * The garage portal's users (issue 30): each account of role `garage` belongs to one directory
 * garage, and a garage may have several. Kept beside the account rather than on it, so that
 * better-auth's own table stays its shape.
 */
export const garageUsers = pgTable(
  "garage_users",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    garageId: uuid("garage_id")
      .notNull()
      .references(() => garages.id, { onDelete: "restrict" }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    /** The user wants the hourly digest of new nearby requests (on unless turned off). */
    nearbyDigest: boolean("nearby_digest").notNull().default(true),
    /**
     * Requests created after this are new to the user's next digest: set when the account is
     * made, when a digest is sent and when the digest is turned back on. A digest is sent only
     * when this is an hour old or more, so never more than one an hour.
     */
    nearbyDigestFrom: timestamptz("nearby_digest_from").notNull().defaultNow(),
  },
  // a garage's users: its suspension signs them all out
  (t) => [index("garage_users_garage_id_idx").on(t.garageId)],
);

/**
 * Invitations to a garage's portal: the link's token is kept as its SHA-256 digest only, good
 * once and until `expires_at`; a newer invitation to the same address withdraws this one.
 */
export const garageInvitations = pgTable(
  "garage_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    garageId: uuid("garage_id")
      .notNull()
      .references(() => garages.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamptz("expires_at").notNull(),
    usedAt: timestamptz("used_at"),
    withdrawnAt: timestamptz("withdrawn_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("garage_invitations_email_check", sql`${t.email} = lower(${t.email})`),
    // the invitations still open to an address: a new one withdraws them
    index("garage_invitations_open_idx")
      .on(t.garageId, t.email)
      .where(sql`${t.usedAt} IS NULL AND ${t.withdrawnAt} IS NULL`),
  ],
);
