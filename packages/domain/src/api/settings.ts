import { z } from "zod";
import { poundsToPence } from "../money.ts";
import { cursorPaginationQuerySchema } from "../schemas/pagination.ts";
import { normaliseVatNumber, RETENTION_DAYS_RANGE, VAT_NUMBER_MESSAGE } from "../settings.ts";
import { cursorPageOf, timestamp } from "./common.ts";

/** System Settings (super admin): they drive the fee, the points and the platform's name. */
export const platformSettingsResponse = z.object({
  platformName: z.string(),
  paymentFeePence: z.number().int(),
  rewardPointsPerPayment: z.number().int(),
  maxQuoteResponseHours: z.number().int(),
  vatRatePercent: z.number(),
  /** Empty when none is set: receipts then have no VAT line. */
  vatNumber: z.string(),
  deletedRequestRetentionDays: z.number().int(),
});

export const PLATFORM_NAME_MAX_LENGTH = 80;
/** Upper bounds that keep a typing slip from reaching customers. */
export const MAX_PAYMENT_FEE_PENCE = 100_000;
export const MAX_REWARD_POINTS_PER_PAYMENT = 10_000;
export const MAX_QUOTE_RESPONSE_HOURS = 720;
export const MAX_VAT_RATE_PERCENT = 100;
/**
 * The smallest fee a card payment can take in pounds sterling (Stripe's minimum charge for
 * GBP). A smaller fee would be stored as £0.00 and open a free checkout; there is no "fee off".
 */
export const MIN_PAYMENT_FEE_PENCE = 30;
const RETENTION_MESSAGE = `Keep deleted requests for a whole number of days from ${RETENTION_DAYS_RANGE.min} to ${RETENTION_DAYS_RANGE.max}`;
export const PAYMENT_FEE_TOO_SMALL =
  "Payment fee must be at least £0.30, the smallest card payment";
export const PAYMENT_FEE_MESSAGES = {
  number: "Payment fee must be a number",
  decimals: "Payment fee must have at most 2 decimal places",
  tooSmall: PAYMENT_FEE_TOO_SMALL,
  tooLarge: `Payment fee must be £${MAX_PAYMENT_FEE_PENCE / 100} or less`,
} as const;

/**
 * The Payment Fee box as typed ('4.50', '£4.5') to pence, or the form's message for it: the
 * web converts before sending, so the API only ever sees whole pence.
 */
export function typedPaymentFee(typed: string): { pence: number } | { message: string } {
  const pence = poundsToPence(typed);
  if (pence === null) {
    const pounds = Number(typed.trim().replace(/^£/, "").replace(/,/g, ""));
    if (typed.trim() === "" || !Number.isFinite(pounds)) {
      return { message: PAYMENT_FEE_MESSAGES.number };
    }
    return { message: pounds < 0 ? PAYMENT_FEE_MESSAGES.tooSmall : PAYMENT_FEE_MESSAGES.decimals };
  }
  if (pence < MIN_PAYMENT_FEE_PENCE) return { message: PAYMENT_FEE_MESSAGES.tooSmall };
  if (pence > MAX_PAYMENT_FEE_PENCE) return { message: PAYMENT_FEE_MESSAGES.tooLarge };
  return { pence };
}

/** Has at most two decimal places (pounds and pence), allowing for binary fractions. */
const hasTwoDecimalsAtMost = (pounds: number) =>
  Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;

/**
 * `PUT /api/admin/settings`: the System Settings form (spec 001 §2). The fee is in whole pence,
 * as every amount on the API (decision 050); staff type it in pounds and the web converts it.
 */
export const settingsUpdateBody = z.object({
  platformName: z
    .string({ error: "Platform name is required" })
    .trim()
    .min(1, "Platform name is required")
    .max(
      PLATFORM_NAME_MAX_LENGTH,
      `Platform name must be ${PLATFORM_NAME_MAX_LENGTH} characters or fewer`,
    ),
  paymentFeePence: z
    .number({ error: PAYMENT_FEE_MESSAGES.number })
    .int(PAYMENT_FEE_MESSAGES.decimals)
    .min(MIN_PAYMENT_FEE_PENCE, PAYMENT_FEE_MESSAGES.tooSmall)
    .max(MAX_PAYMENT_FEE_PENCE, PAYMENT_FEE_MESSAGES.tooLarge)
    .meta({ description: "Whole pence: 450 for £4.50" }),
  rewardPointsPerPayment: z
    .number({ error: "Reward points per payment must be a whole number" })
    .int("Reward points per payment must be a whole number")
    .min(0, "Reward points per payment must be 0 or more")
    .max(
      MAX_REWARD_POINTS_PER_PAYMENT,
      `Reward points per payment must be ${MAX_REWARD_POINTS_PER_PAYMENT} or fewer`,
    ),
  maxQuoteResponseHours: z
    .number({ error: "Maximum quote response time must be a whole number of hours" })
    .int("Maximum quote response time must be a whole number of hours")
    .min(1, "Maximum quote response time must be at least 1 hour")
    .max(
      MAX_QUOTE_RESPONSE_HOURS,
      `Maximum quote response time must be ${MAX_QUOTE_RESPONSE_HOURS} hours or fewer`,
    ),
  /** Beyond the spec: VAT on itemised quotes. Left out, the stored rate stays. */
  vatRatePercent: z
    .number({ error: "VAT rate must be a number" })
    .min(0, "VAT rate must be 0% or more")
    .max(MAX_VAT_RATE_PERCENT, `VAT rate must be ${MAX_VAT_RATE_PERCENT}% or less`)
    .refine(hasTwoDecimalsAtMost, "VAT rate must have at most 2 decimal places")
    .optional(),
  /**
   * Beyond the spec: the VAT number printed on receipts, stored as 'GB123456789'; empty
   * removes it. Left out, the stored number stays.
   */
  vatNumber: z
    .string({ error: VAT_NUMBER_MESSAGE })
    .max(40, VAT_NUMBER_MESSAGE)
    .refine((typed) => normaliseVatNumber(typed) !== null, VAT_NUMBER_MESSAGE)
    .transform((typed) => normaliseVatNumber(typed) ?? "")
    .optional(),
  /** Beyond the spec (issue 32): days before a deleted request is purged. Left out, it stays. */
  deletedRequestRetentionDays: z
    .number({ error: RETENTION_MESSAGE })
    .int(RETENTION_MESSAGE)
    .min(RETENTION_DAYS_RANGE.min, RETENTION_MESSAGE)
    .max(RETENTION_DAYS_RANGE.max, RETENTION_MESSAGE)
    .optional(),
});
export type SettingsUpdate = z.input<typeof settingsUpdateBody>;

/** The settings as the API names them. */
export const PLATFORM_SETTINGS = [
  "platformName",
  "paymentFeePence",
  "rewardPointsPerPayment",
  "maxQuoteResponseHours",
  "vatRatePercent",
  "vatNumber",
  "deletedRequestRetentionDays",
] as const;
export type PlatformSetting = (typeof PLATFORM_SETTINGS)[number];

/** One recorded change of one setting: who, when, from what to what. */
export const settingChange = z.object({
  id: z.uuid(),
  setting: z.enum(PLATFORM_SETTINGS),
  /** The value in force before (the default when it had never been stored). */
  oldValue: z.union([z.string(), z.number()]).nullable(),
  newValue: z.union([z.string(), z.number()]),
  changedByEmail: z.string(),
  createdAt: timestamp,
});

/** `?cursor=&pageSize=`: newest first, a keyset page at a time. */
export const settingChangesQuery = cursorPaginationQuerySchema;

export const settingChangesResponse = cursorPageOf(settingChange);
export type SettingChanges = z.input<typeof settingChangesResponse>;
