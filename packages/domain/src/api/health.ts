import { z } from "zod";

export const liveResponse = z.object({ status: z.literal("ok") });

/** Readiness: the database answered a query (200), or did not in time (503). */
export const healthResponse = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["pglite", "postgres"]),
});
