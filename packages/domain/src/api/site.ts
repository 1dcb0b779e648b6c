import { z } from "zod";

/** What every page needs before anyone signs in: names, the fee, the points, legal dates. */
export const publicConfigResponse = z.object({
  platformName: z.string(),
  serviceFeePence: z.number().int(),
  rewardPointsPerPayment: z.number().int(),
  /** VAT on itemised quotes, in percent. */
  vatRatePercent: z.number(),
  /** Days a deleted request is kept before it is purged (the privacy policy states it). */
  deletedRequestRetentionDays: z.number().int(),
  supportEmail: z.string(),
  legal: z.object({ effectiveDate: z.string(), updatedDate: z.string() }),
});
export type PublicConfig = z.input<typeof publicConfigResponse>;

export const sitemapResponse = z.string().meta({ description: "The sitemap, as XML." });
export const sitemapStylesheetResponse = z
  .string()
  .meta({ description: "The XSL stylesheet that shows the sitemap to a person as a page." });
export const robotsResponse = z
  .string()
  .meta({ description: "robots.txt: what crawlers may index, and where the sitemap is." });
