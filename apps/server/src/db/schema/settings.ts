import { check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { newestFirst, oneOf, timestamptz } from "./columns.ts";
import { SETTING_KEYS } from "./values.ts";

/** A setting's value: a string (platform_name) or a number (whole, but the VAT rate). */
export type SettingValue = string | number;

/** System Settings (super admin only). A missing row means the default applies. */
export const settings = pgTable(
  "settings",
  {
    key: text("key", { enum: SETTING_KEYS }).primaryKey(),
    value: jsonb("value").$type<SettingValue>().notNull(),
    updatedAt: timestamptz("updated_at")
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    updatedByUserId: text("updated_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
  },
  (t) => [check("settings_key_check", oneOf(t.key, SETTING_KEYS))],
);

/** Who changed which setting, when, from what to what. Kept after the staff account goes. */
export const settingChanges = pgTable(
  "setting_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key", { enum: SETTING_KEYS }).notNull(),
    oldValue: jsonb("old_value").$type<SettingValue>(),
    newValue: jsonb("new_value").$type<SettingValue>().notNull(),
    changedByUserId: text("changed_by_user_id").references(() => user.id, {
      onDelete: "set null",
    }),
    changedByEmail: text("changed_by_email").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("setting_changes_key_created_at_idx").on(t.key, newestFirst(t.createdAt)),
    // the change history, newest first, the id breaking ties (keyset pages)
    index("setting_changes_created_at_id_idx").on(t.createdAt, t.id),
    check("setting_changes_key_check", oneOf(t.key, SETTING_KEYS)),
  ],
);
