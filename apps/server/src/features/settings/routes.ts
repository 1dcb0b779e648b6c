import { settingsContracts as contracts } from "@automobi/domain/contracts";
import type { FastifyInstance } from "fastify";
import { sessionOf } from "../../access/access.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../http/route.ts";
import { readSettings } from "../../records/settings.ts";
import { settingChanges, updateSettings } from "./service.ts";

/** System Settings are for super admins only (spec README item 3). */
export async function settingsAdminRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;

  route(app, contracts.get, async () => readSettings(db));

  route(app, contracts.update, async (request) =>
    updateSettings(db, { staff: sessionOf(request), request }, request.body),
  );

  route(app, contracts.changes, async (request) => settingChanges(db, request.query));
}
