import { siteContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { readSettings } from "../../records/settings.ts";
import { SITE_ICON_SVG } from "./icon.ts";
import { renderRobots } from "./robots.ts";
import { renderSitemap } from "./sitemap.ts";
import { renderSitemapStylesheet } from "./sitemap-stylesheet.ts";

/**
 * Chromium puts a banner on pages made with XSLT ("being removed from this browser") whose
 * Close button is an inline handler; our script-src would block it and leave the banner over
 * the sitemap. This allows that one handler, by its hash, on the sitemap alone.
 */
const XSLT_BANNER_CLOSE = "'unsafe-hashes' 'sha256-TXA+6usvAyONGFuiE99/kgV7JxYXAtQaottQ4sJDSIw='";

function allowXsltBannerClose(policy: unknown): string {
  return String(policy ?? "").replace(
    "script-src 'self'",
    `script-src 'self' ${XSLT_BANNER_CLOSE}`,
  );
}

export async function siteRoutes(app: FastifyInstance, opts: { config: Config; db: Database }) {
  const { config, db } = opts;
  const sitemap = renderSitemap(config.publicUrl, config.legal.updatedDate);
  const stylesheet = renderSitemapStylesheet(config.publicUrl);
  const robots = renderRobots(config.publicUrl);

  const open = { access: "public" } as const;
  route(app, contracts.sitemap, async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .header(
        "content-security-policy",
        allowXsltBannerClose(reply.getHeader("content-security-policy")),
      )
      .send(sitemap),
  );

  route(app, contracts.sitemapStylesheet, async (_request, reply) =>
    reply
      .type("text/xsl; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(stylesheet),
  );

  route(app, contracts.robots, async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(robots),
  );

  // Browsers ask for /favicon.ico on pages that name no icon (the sitemap, the test checkout);
  // now that unknown paths answer 404 it is answered with the app's icon.
  app.get("/favicon.ico", { config: open, schema: { hide: true } }, async (_request, reply) =>
    reply
      .type("image/svg+xml")
      .header("cache-control", "public, max-age=86400")
      .send(SITE_ICON_SVG),
  );

  route(app, contracts.publicConfig, async (_request, reply) => {
    const settings = await readSettings(db);
    return reply.header("cache-control", "no-cache").send({
      platformName: settings.platformName,
      serviceFeePence: settings.paymentFeePence,
      rewardPointsPerPayment: settings.rewardPointsPerPayment,
      vatRatePercent: settings.vatRatePercent,
      deletedRequestRetentionDays: settings.deletedRequestRetentionDays,
      supportEmail: config.supportEmail,
      legal: config.legal,
    });
  });
}
