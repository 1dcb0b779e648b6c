import { preferencesContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { preferencesOf, updatePreferences } from "./service.ts";

/** The account's e-mail preferences (Settings): MOT reminders on or off. */
export async function preferenceRoutes(app: FastifyInstance, opts: { db: Database }) {
  route(app, contracts.get, async (request) => preferencesOf(opts.db, sessionOf(request).user.id));

  route(app, contracts.update, async (request) =>
    updatePreferences(opts.db, sessionOf(request).user.id, request.body),
  );
}
