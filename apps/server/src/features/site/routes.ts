import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { readSettings } from "../settings/repository.ts";
import { renderSitemap } from "./sitemap.ts";

export async function siteRoutes(app: FastifyInstance, opts: { config: Config; db: Database }) {
  const { config, db } = opts;
  const sitemap = renderSitemap(config.publicUrl, config.legal.updatedDate);

  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(sitemap),
  );

  app.get("/api/public-config", async (_request, reply) => {
    const settings = await readSettings(db);
    return reply.header("cache-control", "no-cache").send({
      platformName: settings.platformName,
      serviceFeePence: settings.paymentFeePence,
      rewardPointsPerPayment: settings.rewardPointsPerPayment,
      supportEmail: config.supportEmail,
      legal: config.legal,
    });
  });
}
