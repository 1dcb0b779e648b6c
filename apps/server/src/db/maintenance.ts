import { lt } from "drizzle-orm";
import type { Database } from "./client.ts";
import { rateLimit, session, vehicleLookupCache, verification } from "./schema/index.ts";

/** Longer than the longest rate-limit window, so no live counter is removed. */
const RATE_LIMIT_KEEP_MS = 2 * 60 * 60 * 1000;

/**
 * Removes rows that can no longer matter: finished rate-limit windows, expired lookup cache
 * entries, expired one-time tokens and expired sessions. Safe to run from every process at once.
 */
export async function pruneExpiredRows(db: Database, now = new Date()) {
  const rateLimits = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now.getTime() - RATE_LIMIT_KEEP_MS))
    .returning({ id: rateLimit.id });
  const lookups = await db
    .delete(vehicleLookupCache)
    .where(lt(vehicleLookupCache.expiresAt, now))
    .returning({ registration: vehicleLookupCache.registration });
  const tokens = await db
    .delete(verification)
    .where(lt(verification.expiresAt, now))
    .returning({ id: verification.id });
  const sessions = await db
    .delete(session)
    .where(lt(session.expiresAt, now))
    .returning({ id: session.id });
  return {
    rateLimits: rateLimits.length,
    lookups: lookups.length,
    tokens: tokens.length,
    sessions: sessions.length,
  };
}

/** Runs pruneExpiredRows every `everyMs` until the returned stop function is called. */
export function schedulePruning(
  db: Database,
  onError: (err: unknown) => void,
  everyMs = 15 * 60 * 1000,
) {
  const timer = setInterval(() => {
    pruneExpiredRows(db).catch(onError);
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
