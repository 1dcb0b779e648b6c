import {
  errorResponses,
  platformSettingsResponse,
  settingChangesQuery,
  settingChangesResponse,
  settingsUpdateBody,
} from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { readSettings } from "../../settings/repository.ts";
import { settingChanges, updateSettings } from "./service.ts";

/** System Settings are for super admins only (spec README item 3). */
export async function settingsAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "super_admin" } as const;

  api.get(
    "/api/admin/settings",
    {
      config,
      schema: { response: { 200: platformSettingsResponse, ...errorResponses(401, 403) } },
    },
    async () => readSettings(db),
  );

  api.put(
    "/api/admin/settings",
    {
      config,
      schema: {
        body: settingsUpdateBody,
        response: { 200: platformSettingsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => updateSettings(db, { staff: sessionOf(request), request }, request.body),
  );

  api.get(
    "/api/admin/settings/changes",
    {
      config,
      schema: {
        querystring: settingChangesQuery,
        response: { 200: settingChangesResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => settingChanges(db, request.query),
  );
}
