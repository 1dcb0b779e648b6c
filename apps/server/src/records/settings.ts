import { DEFAULT_SETTINGS } from "@automobi/domain";
import type { DbOrTx } from "../db/client.ts";
import { settings } from "../db/schema/index.ts";

export interface PlatformSettings {
  platformName: string;
  paymentFeePence: number;
  rewardPointsPerPayment: number;
  maxQuoteResponseHours: number;
  vatRatePercent: number;
  /** Empty: none set. */
  vatNumber: string;
  deletedRequestRetentionDays: number;
}

const KEY_TO_FIELD = {
  platform_name: "platformName",
  payment_fee_pence: "paymentFeePence",
  reward_points_per_payment: "rewardPointsPerPayment",
  max_quote_response_hours: "maxQuoteResponseHours",
  vat_rate_percent: "vatRatePercent",
  vat_number: "vatNumber",
  deleted_request_retention_days: "deletedRequestRetentionDays",
} as const satisfies Record<string, keyof PlatformSettings>;

/** The stored settings, with the spec's defaults for any key not stored yet. One query. */
export async function readSettings(db: DbOrTx): Promise<PlatformSettings> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const result: PlatformSettings = { ...DEFAULT_SETTINGS };
  for (const row of rows) {
    const field = KEY_TO_FIELD[row.key as keyof typeof KEY_TO_FIELD];
    if (!field) continue;
    const value = row.value as unknown;
    if (field === "platformName" || field === "vatNumber") {
      if (typeof value === "string") result[field] = value;
    } else if (typeof value === "number") result[field] = value;
  }
  return result;
}
