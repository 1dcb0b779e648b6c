import { and, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database, DbOrTx } from "../../db/client.ts";
import { vehicleLookupCache } from "../../db/schema/index.ts";
import type { ProviderName, VehicleDetails } from "./provider.ts";

/**
 * Successful answers kept for 24 hours in the database, so every server process shares
 * them and a customer pressing Find twice does not spend two calls of the provider's quota.
 * Failures are never kept: a plate refused while the provider was down must work next time.
 */
export const VEHICLE_CACHE_TTL_MS = 24 * 60 * 60 * 1000;

// The stored JSON is read back through a schema: a row written by an older version of the
// server must fall through to the provider, not reach the customer half-formed.
const storedSchema = z.object({
  registration: z.string(),
  make: z.string(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  fuelType: z.string().nullable(),
  colour: z.string().nullable(),
  motDueDate: z.string().nullable(),
  motStatus: z.string().nullish(),
  taxStatus: z.string().nullish(),
  source: z.enum(["offline", "dvsa", "dvla"]),
});

/**
 * A fresh answer from this provider; one from another provider (config changed) is ignored.
 * Without a provider, a fresh answer from any.
 */
export async function readCachedVehicle(
  db: DbOrTx,
  registration: string,
  provider: ProviderName | undefined,
  now = new Date(),
): Promise<VehicleDetails | null> {
  const [row] = await db
    .select({ result: vehicleLookupCache.result })
    .from(vehicleLookupCache)
    .where(
      and(
        eq(vehicleLookupCache.registration, registration),
        provider ? eq(vehicleLookupCache.provider, provider) : undefined,
        gt(vehicleLookupCache.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  const parsed = storedSchema.safeParse(row.result);
  return parsed.success ? parsed.data : null;
}

/**
 * What a fresh lookup of this plate told us that the customer cannot be trusted to tell
 * us: the year and the MOT due date. Any provider's answer will do; null when none is fresh.
 */
export async function readCachedVehicleFacts(
  db: DbOrTx,
  registration: string,
  now = new Date(),
): Promise<{ year: number | null; motDueDate: string | null } | null> {
  const cached = await readCachedVehicle(db, registration, undefined, now);
  if (!cached) return null;
  const { year, motDueDate } = cached;
  // A provider's odd value must not fail the customer's submission on the table's checks.
  return {
    year: year !== null && Number.isInteger(year) && year >= 1886 && year <= 2100 ? year : null,
    motDueDate: motDueDate !== null && isCalendarDay(motDueDate) ? motDueDate : null,
  };
}

/** '2025-03-05' yes; '2025-02-30' no. */
function isCalendarDay(day: string): boolean {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

export async function cacheVehicle(
  db: Database,
  details: VehicleDetails,
  now = new Date(),
): Promise<void> {
  const values = {
    provider: details.source,
    result: { ...details },
    fetchedAt: now,
    expiresAt: new Date(now.getTime() + VEHICLE_CACHE_TTL_MS),
  };
  await db
    .insert(vehicleLookupCache)
    .values({ registration: details.registration, ...values })
    .onConflictDoUpdate({ target: vehicleLookupCache.registration, set: values });
}
