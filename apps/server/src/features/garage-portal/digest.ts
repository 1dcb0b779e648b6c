import { aboutMiles, describeServices, displayVehicle, outwardCode } from "@automobi/domain";
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/client.ts";
import { garages, garageUsers, quoteRequests, user } from "../../db/schema/index.ts";
import type { Outbox } from "../../email/outbox.ts";
import { type BatchRun, runInLockedBatches, scheduleEvery } from "../../records/schedule.ts";
import { nearGarage } from "./repository.ts";
import { activeGarageOf } from "./service.ts";

/** An arbitrary constant: the process holding it sends the digests; the others skip. */
export const GARAGE_DIGEST_LOCK_ID = 724_116_033;

/** A garage user gets at most one digest in this long. */
export const DIGEST_EVERY_MS = 60 * 60 * 1000;

/** The digest names the newest few and counts the rest. */
const DIGEST_NAMES = 5;

interface DigestRequest {
  vehicleMake: string;
  vehicleModel: string;
  services: string[];
  postcode: string;
  distanceMiles: number;
}

/**
 * The garage users owed a digest at `now`, a batch at a time: the digest is on, the garage is
 * located and not suspended, their last digest (or the account, or turning it back on) is an
 * hour old or more, and a request in the garage's nearby list was created since. With how many
 * are new and the newest few, in one statement: the requests' rule is the nearby list's own.
 */
async function dueDigests(tx: DbOrTx, now: Date, limit: number) {
  const { miles, nearby } = nearGarage({
    place: garages,
    radiusMiles: sql`${garages.serviceRadiusMiles}`,
  });
  const isNew = and(
    nearby,
    gt(quoteRequests.createdAt, garageUsers.nearbyDigestFrom),
    lte(quoteRequests.createdAt, now),
  );
  return tx
    .select({
      userId: garageUsers.userId,
      email: user.email,
      garageName: garages.name,
      count: sql<number>`(SELECT count(*) FROM ${quoteRequests} WHERE ${isNew})::int`,
      newest: sql<
        DigestRequest[]
      >`(SELECT coalesce(json_agg(r ORDER BY r.at DESC), '[]'::json) FROM (
        SELECT ${quoteRequests.vehicleMake} AS "vehicleMake", ${quoteRequests.vehicleModel} AS "vehicleModel",
          ${quoteRequests.services} AS services, ${quoteRequests.postcode} AS postcode,
          ${miles} AS "distanceMiles", ${quoteRequests.createdAt} AS at
        FROM ${quoteRequests} WHERE ${isNew}
        ORDER BY ${quoteRequests.createdAt} DESC LIMIT ${DIGEST_NAMES}) r)`,
    })
    .from(garageUsers)
    .innerJoin(garages, eq(garages.id, garageUsers.garageId))
    .innerJoin(user, eq(user.id, garageUsers.userId))
    .where(
      and(
        eq(garageUsers.nearbyDigest, true),
        isNull(garages.suspendedAt),
        isNotNull(garages.latitude),
        lte(garageUsers.nearbyDigestFrom, new Date(now.getTime() - DIGEST_EVERY_MS)),
        sql`EXISTS (SELECT 1 FROM ${quoteRequests} WHERE ${isNew})`,
      ),
    )
    .orderBy(garageUsers.userId)
    .limit(limit);
}

/**
 * Queues the digests owed at `now`: to each garage user who wants it, the requests new near
 * their garage since their last one, at most one an hour. Each batch runs in one transaction
 * under an advisory lock, so processes running it together send each digest once, and a
 * digest's e-mail and its user's new starting point commit together.
 */
export function runGarageDigests(
  deps: { db: Database; outbox: Outbox },
  now: Date,
  batchSize = 100,
): Promise<BatchRun> {
  return runInLockedBatches(deps.db, GARAGE_DIGEST_LOCK_ID, batchSize, async (tx, limit) => {
    const due = await dueDigests(tx, now, limit);
    for (const digest of due) {
      await deps.outbox.enqueue(tx, digest.email, "garage-nearby-digest", {
        garageName: digest.garageName,
        count: digest.count,
        requests: digest.newest.map((r) => ({
          job: `${displayVehicle(r)} in ${outwardCode(r.postcode) ?? r.postcode}`,
          services: describeServices(r.services),
          distance: `${aboutMiles(Number(r.distanceMiles))} away`,
        })),
      });
      await tx
        .update(garageUsers)
        .set({ nearbyDigestFrom: now })
        .where(eq(garageUsers.userId, digest.userId));
    }
    return { found: due.length, queued: due.length };
  });
}

/** Looks for owed digests every 10 minutes (the hour is each user's own), the first after 45 s. */
export function scheduleGarageDigests(
  run: () => Promise<unknown>,
  onError: (err: unknown) => void,
) {
  return scheduleEvery(run, onError, { firstAfterMs: 45_000, everyMs: 10 * 60 * 1000 });
}

/** Whether the garage user gets the digest (`GET /api/garage/preferences`). */
export async function garagePreferences(db: Database, userId: string) {
  await activeGarageOf(db, userId);
  const [row] = await db
    .select({ nearbyDigest: garageUsers.nearbyDigest })
    .from(garageUsers)
    .where(eq(garageUsers.userId, userId));
  return { nearbyDigest: row?.nearbyDigest ?? false };
}

/**
 * Turns the digest on or off. Turned back on, it starts afresh: requests created while it was
 * off are not sent, and the first digest comes an hour on at the soonest.
 */
export async function updateGaragePreferences(db: Database, userId: string, on: boolean) {
  await activeGarageOf(db, userId);
  await db
    .update(garageUsers)
    .set(
      on
        ? {
            nearbyDigest: true,
            nearbyDigestFrom: sql`CASE WHEN ${garageUsers.nearbyDigest} THEN ${garageUsers.nearbyDigestFrom} ELSE now() END`,
          }
        : { nearbyDigest: false },
    )
    .where(eq(garageUsers.userId, userId));
  return garagePreferences(db, userId);
}
