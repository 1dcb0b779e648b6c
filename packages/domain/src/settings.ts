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
}

export const DEFAULT_SETTINGS: SystemSettings = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
  vatRatePercent: 20,
};
