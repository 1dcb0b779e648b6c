import { DEFAULT_SETTINGS, formatGBP } from "@automobi/domain";

/**
 * The service fee and reward points quoted in public copy. These are the installed
 * System Settings; /api/public-config does not carry the stored values yet.
 */
export const serviceTerms = {
  fee: formatGBP(DEFAULT_SETTINGS.paymentFeePence, { dropZeroPence: true }),
  rewardPoints: DEFAULT_SETTINGS.rewardPointsPerPayment,
} as const;
