import type { ListPosition } from "@automobi/domain";
import type { PlatformSetting, SettingsUpdate } from "@automobi/domain/schemas";
import type { Database } from "../../db/client.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { type PlatformSettings, readSettings } from "../../records/settings.ts";
import { listSettingChanges, lockSettings, type SettingKey, writeSetting } from "./repository.ts";

const FIELD_KEYS: Readonly<Record<PlatformSetting, SettingKey>> = {
  platformName: "platform_name",
  paymentFeePence: "payment_fee_pence",
  rewardPointsPerPayment: "reward_points_per_payment",
  maxQuoteResponseHours: "max_quote_response_hours",
  vatRatePercent: "vat_rate_percent",
  vatNumber: "vat_number",
  deletedRequestRetentionDays: "deleted_request_retention_days",
};
const KEY_FIELDS = Object.fromEntries(
  Object.entries(FIELD_KEYS).map(([field, key]) => [key, field]),
) as Record<SettingKey, PlatformSetting>;

/** The form's values as stored (the fee in whole pence); a VAT rate or number left out stays. */
function toStored(
  update: SettingsUpdate & { platformName: string },
  current: PlatformSettings,
): PlatformSettings {
  return {
    platformName: update.platformName,
    paymentFeePence: update.paymentFeePence,
    rewardPointsPerPayment: update.rewardPointsPerPayment,
    maxQuoteResponseHours: update.maxQuoteResponseHours,
    vatRatePercent: update.vatRatePercent ?? current.vatRatePercent,
    vatNumber: update.vatNumber ?? current.vatNumber,
    deletedRequestRetentionDays:
      update.deletedRequestRetentionDays ?? current.deletedRequestRetentionDays,
  };
}

/**
 * Saves System Settings (spec README item 3): in one transaction, under a lock that queues a
 * second super admin, each setting whose value changes is stored and recorded (who, when, old
 * and new value), with one audit entry naming every change. Nothing changed, nothing written.
 */
export async function updateSettings(db: Database, actor: StaffActor, update: SettingsUpdate) {
  return db.transaction(async (tx) => {
    await lockSettings(tx);
    const current = await readSettings(tx);
    const next = toStored(update, current);
    const by = { id: actor.staff.user.id, email: actor.staff.user.email };
    const changes: Record<string, { from: string | number; to: string | number }> = {};
    for (const field of Object.keys(FIELD_KEYS) as PlatformSetting[]) {
      if (current[field] === next[field]) continue;
      await writeSetting(tx, {
        key: FIELD_KEYS[field],
        oldValue: current[field],
        newValue: next[field],
        by,
      });
      changes[field] = { from: current[field], to: next[field] };
    }
    if (Object.keys(changes).length > 0) {
      await recordStaffAction(tx, actor.staff, actor.request, "settings.update", "settings", null, {
        changes,
      });
    }
    return next;
  });
}

/** The change history, newest first, a keyset page at a time. */
export async function settingChanges(
  db: Database,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const { items, total, nextCursor } = await listSettingChanges(db, {
    after: query.cursor,
    pageSize,
  });
  return {
    items: items.map(({ key, ...change }) => ({ ...change, setting: KEY_FIELDS[key] })),
    pageSize,
    total,
    nextCursor,
  };
}
