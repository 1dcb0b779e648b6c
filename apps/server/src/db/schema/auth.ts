// The better-auth 1.7 core tables plus the admin plugin's fields, in the shape its
// Drizzle adapter (provider "pg") expects: the export names are better-auth's model
// names and the property names its field names. Ids are text: better-auth makes them.
import { bigint, boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { oneOf, timestamptz } from "./columns.ts";
import { USER_ROLES } from "./values.ts";

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    // admin plugin (configure it with defaultRole "customer")
    role: text("role", { enum: USER_ROLES }).notNull().default("customer"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamptz("ban_expires"),
    // two-factor plugin: on once a TOTP secret is confirmed with a code (decision 042)
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /**
     * When the customer's personal data was erased (issue 32): the row stays, for the payments
     * and figures that point at it, with a placeholder name and an undeliverable address.
     */
    erasedAt: timestamptz("erased_at"),
  },
  (t) => [
    check("user_role_check", oneOf(t.role, USER_ROLES)),
    // the portal's All Customers: by role, newest first (keyset pages), and their count
    index("user_role_created_at_id_idx").on(t.role, t.createdAt, t.id),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamptz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    // admin plugin: the admin who started an impersonation session
    impersonatedBy: text("impersonated_by"),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamptz("access_token_expires_at"),
    refreshTokenExpiresAt: timestamptz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamptz("expires_at").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's database rate-limit storage (`rateLimit: { storage: "database" }`). */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * The two-factor plugin's secrets: the TOTP secret encrypted with the auth secret, and the
 * recovery codes as keyed hashes (auth/recovery-codes.ts), never readable (decision 042).
 */
export const twoFactor = pgTable("two_factor", {
  id: text("id").primaryKey(),
  secret: text("secret").notNull(),
  backupCodes: text("backup_codes").notNull(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  verified: boolean("verified").notNull().default(true),
  failedVerificationCount: integer("failed_verification_count").notNull().default(0),
  lockedUntil: timestamptz("locked_until"),
});
