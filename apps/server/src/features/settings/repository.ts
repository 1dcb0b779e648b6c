import type { ListPosition } from "@automobi/domain";
import { count, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { type SettingValue, settingChanges, settings } from "../../db/schema/index.ts";

export type SettingKey = (typeof settings.$inferInsert)["key"];

/** Holds off any other settings write until this transaction ends; readers are not blocked. */
export async function lockSettings(tx: DbOrTx) {
  await tx.execute(sql`LOCK TABLE settings IN SHARE ROW EXCLUSIVE MODE`);
}

/** Stores one setting's new value, who set it and the change, in the caller's transaction. */
export async function writeSetting(
  tx: DbOrTx,
  change: {
    key: SettingKey;
    oldValue: SettingValue;
    newValue: SettingValue;
    by: { id: string; email: string };
  },
) {
  await tx
    .insert(settings)
    .values({ key: change.key, value: change.newValue, updatedByUserId: change.by.id })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: change.newValue, updatedByUserId: change.by.id, updatedAt: new Date() },
    });
  await tx.insert(settingChanges).values({
    key: change.key,
    oldValue: change.oldValue,
    newValue: change.newValue,
    changedByUserId: change.by.id,
    changedByEmail: change.by.email,
  });
}

/** Newest first, the id breaking ties: setting_changes_created_at_id_idx read backwards. */
export const SETTING_CHANGES_ORDER: KeysetOrder = {
  at: settingChanges.createdAt,
  id: settingChanges.id,
  direction: "desc",
};

/** One keyset page of the change log, newest first, and its total. */
export async function listSettingChanges(
  db: DbOrTx,
  page: { after: ListPosition | undefined; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: settingChanges.id,
        key: settingChanges.key,
        oldValue: settingChanges.oldValue,
        newValue: settingChanges.newValue,
        changedByEmail: settingChanges.changedByEmail,
        createdAt: settingChanges.createdAt,
        cursorAt: keysetCursorAt(SETTING_CHANGES_ORDER),
      })
      .from(settingChanges)
      .where(afterPosition(SETTING_CHANGES_ORDER, page.after))
      .orderBy(...keysetOrderBy(SETTING_CHANGES_ORDER))
      .limit(page.pageSize + 1),
    db.select({ total: count() }).from(settingChanges),
  ]);
  return { ...keysetPage(rows, page.pageSize), total: total?.total ?? 0 };
}
