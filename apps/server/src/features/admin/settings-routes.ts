import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { readSettings } from "../settings/repository.ts";
import type { StaffGuard } from "./guard.ts";

/** System Settings are for super admins only (spec README item 3). */
export async function settingsAdminRoutes(
  app: FastifyInstance,
  opts: { db: Database; guard: StaffGuard },
) {
  app.get("/api/admin/settings", async (request) => {
    await opts.guard(request, "super_admin");
    return readSettings(opts.db);
  });
}
