import { errorResponses, preferencesUpdateRequest, preferencesView } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { sessionOf } from "../../auth/access.ts";
import type { Database } from "../../db/client.ts";
import { preferencesOf, updatePreferences } from "./service.ts";

/** The account's e-mail preferences (Settings): MOT reminders on or off. */
export async function preferenceRoutes(app: FastifyInstance, opts: { db: Database }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: "customer" } as const;

  api.get(
    "/api/profile/preferences",
    { config, schema: { response: { 200: preferencesView, ...errorResponses(401) } } },
    async (request) => preferencesOf(opts.db, sessionOf(request).user.id),
  );

  api.patch(
    "/api/profile/preferences",
    {
      config,
      schema: {
        body: preferencesUpdateRequest,
        response: { 200: preferencesView, ...errorResponses(401) },
      },
    },
    async (request) => updatePreferences(opts.db, sessionOf(request).user.id, request.body),
  );
}
