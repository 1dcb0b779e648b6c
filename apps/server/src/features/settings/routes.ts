import { errorResponses, platformSettingsResponse } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { readSettings } from "../../settings/repository.ts";

/** System Settings are for super admins only (spec README item 3). */
export async function settingsAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/admin/settings",
    {
      config: { access: "super_admin" },
      schema: { response: { 200: platformSettingsResponse, ...errorResponses(401, 403) } },
    },
    async () => readSettings(opts.db),
  );
}
