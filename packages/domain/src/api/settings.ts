import { z } from "zod";

/** System Settings (super admin): they drive the fee, the points and the platform's name. */
export const platformSettingsResponse = z.object({
  platformName: z.string(),
  paymentFeePence: z.number().int(),
  rewardPointsPerPayment: z.number().int(),
  maxQuoteResponseHours: z.number().int(),
});
