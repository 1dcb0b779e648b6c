/**
 * System Settings as first installed (spec: Automobi, £3.00, 10 points, 24 hours).
 * The stored settings, changed by a super admin, take their place.
 */
export interface SystemSettings {
  readonly platformName: string;
  /** The service fee in pence. */
  readonly paymentFeePence: number;
  readonly rewardPointsPerPayment: number;
  readonly maxQuoteResponseHours: number;
}

export const DEFAULT_SETTINGS: SystemSettings = {
  platformName: "Automobi",
  paymentFeePence: 300,
  rewardPointsPerPayment: 10,
  maxQuoteResponseHours: 24,
};
