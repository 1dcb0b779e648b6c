/**
 * System Settings as first installed (spec: Automobi, £3.00, 10 points, 24 hours; beyond the
 * spec, VAT at the UK standard rate of 20 % on itemised quotes).
 * The stored settings, changed by a super admin, take their place.
 */
export interface SystemSettings {
  readonly platformName: string;
  /** The service fee in pence. */
  readonly paymentFeePence: number;
  readonly rewardPointsPerPayment: number;
  readonly maxQuoteResponseHours: number;
  /** VAT on an itemised quote's parts and labour, in percent (up to two decimal places). */
  readonly vatRatePercent: number;
  /** The platform's VAT registration number ('GB123456789'); empty when it has none. */
  readonly vatNumber: string;
  /** Days a request stays in Deleted Requests before it is purged for good (issue 32). */
  readonly deletedRequestRetentionDays: number;
}

export const DEFAULT_SETTINGS: SystemSettings = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
  vatRatePercent: 20,
  vatNumber: "",
  deletedRequestRetentionDays: 90,
};

/** How long an account whose e-mail address was never confirmed is kept, in days. */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
/** The shortest and longest time Deleted Requests may keep a request, in days. */
export const RETENTION_DAYS_RANGE = { min: 7, max: 3650 } as const;

/** What the VAT Number box says when it holds something that is not a UK VAT number. */
export const VAT_NUMBER_MESSAGE = "VAT number must be a UK VAT number, like GB123456789";

/**
 * A UK VAT registration number as typed ('gb 123 4567 89', '123456789') in its stored form
 * ('GB123456789'): GB and 9 digits, 12 for a branch, or GD/HA and 3 digits for government
 * departments and health authorities. Empty stays empty (no VAT number); anything else is null.
 */
export function normaliseVatNumber(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s.-]/g, "");
  if (compact === "") return "";
  const number = compact.startsWith("GB") ? compact.slice(2) : compact;
  return /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/.test(number) ? `GB${number}` : null;
}
