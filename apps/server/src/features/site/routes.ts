import { errorResponses, publicConfigResponse, sitemapResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { readSettings } from "../../settings/repository.ts";
import { renderSitemap } from "./sitemap.ts";

export async function siteRoutes(app: FastifyInstance, opts: { config: Config; db: Database }) {
  const { config, db } = opts;
  const sitemap = renderSitemap(config.publicUrl, config.legal.updatedDate);

  const api = app.withTypeProvider<ZodTypeProvider>();
  const open = { access: "public" } as const;
  api.get(
    "/sitemap.xml",
    { config: open, schema: { response: { 200: sitemapResponse } } },
    async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(sitemap),
  );

  api.get(
    "/api/public-config",
    { config: open, schema: { response: { 200: publicConfigResponse, ...errorResponses() } } },
    async (_request, reply) => {
      const settings = await readSettings(db);
      return reply.header("cache-control", "no-cache").send({
        platformName: settings.platformName,
        serviceFeePence: settings.paymentFeePence,
        rewardPointsPerPayment: settings.rewardPointsPerPayment,
        supportEmail: config.supportEmail,
        legal: config.legal,
      });
    },
  );
}
