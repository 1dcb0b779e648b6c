import { z } from "zod";
import { timestamp } from "./common.ts";

/**
 * The Admin Dashboard's production status card (spec 001 §2; spec README item 9):
 * `GET /api/admin/production-status`, four real checks.
 */
export const PAYMENT_PROVIDER_KINDS = ["stripe", "test"] as const;

export const productionStatusResponse = z.object({
  /** Database Connection: a query answered. */
  database: z.boolean(),
  /** Authentication: the auth configuration is complete and a session read works. */
  authentication: z.boolean(),
  /** Live Payments: the provider answers (ok) and takes real money (live). */
  payments: z.object({
    ok: z.boolean(),
    live: z.boolean(),
    provider: z.enum(PAYMENT_PROVIDER_KINDS),
  }),
  /** SSL Certificate: the public URL is https ('Secured', else 'HTTP Only'). */
  ssl: z.boolean(),
  /** All four hold, payments live included: 'Ready for Production!'. */
  ready: z.boolean(),
  checkedAt: timestamp,
});
export type ProductionStatus = z.input<typeof productionStatusResponse>;

/** `GET /api/admin/metrics`: this server process's figures in the Prometheus text format. */
export const metricsResponse = z.string().meta({
  description:
    "Prometheus text exposition (version 0.0.4): request durations by route and status, the e-mail outbox's backlog and age, database pool use and session-cache lookups, of the process that answered.",
});
