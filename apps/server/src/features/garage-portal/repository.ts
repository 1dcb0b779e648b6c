import {
  boxAround,
  type GeoPoint,
  type ListPosition,
  OPEN_REQUEST_STATUSES,
} from "@automobi/domain";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  boxAroundPlace,
  inBox,
  milesFrom,
  milesToOneDecimal,
  type Place,
  travelReachSql,
  withinReachSql,
} from "../../db/distance.ts";
import {
  afterPosition,
  type KeysetOrder,
  keysetCursorAt,
  keysetOrderBy,
  keysetPage,
} from "../../db/keyset.ts";
import { oneOf } from "../../db/schema/columns.ts";
import {
  appointments,
  garages,
  garageUsers,
  payments,
  profiles,
  quoteRequests,
  quotes,
  requestPhotos,
  user,
  vehicles,
} from "../../db/schema/index.ts";

/** The garage a garage user belongs to, as the portal shows it. */
export async function garageOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: garages.id,
      name: garages.name,
      postcode: garages.postcode,
      serviceRadiusMiles: garages.serviceRadiusMiles,
      latitude: garages.latitude,
      longitude: garages.longitude,
      suspendedAt: garages.suspendedAt,
      reviewCount: garages.reviewCount,
      reviewStarsTotal: garages.reviewStarsTotal,
    })
    .from(garageUsers)
    .innerJoin(garages, eq(garages.id, garageUsers.garageId))
    .where(eq(garageUsers.userId, userId));
  return row;
}

/**
 * What puts a request in a garage's nearby list: open to quotes, within the garage's service
 * radius, and within the customer's travel distance (both at one decimal, as
 * `withinTravelDistance` compares); with its distance in miles to one decimal. The garage is a
 * point and a number of miles, or (`place`) its row's columns read in the same statement.
 */
export function nearGarage(
  garage: { center: GeoPoint; radiusMiles: number } | { place: Place; radiusMiles: SQL },
) {
  const from = "center" in garage ? garage.center : garage.place;
  const exact = milesFrom(from, quoteRequests);
  const miles = milesToOneDecimal(exact);
  const box =
    "center" in garage
      ? boxAround(garage.center, garage.radiusMiles)
      : boxAroundPlace(garage.place, garage.radiusMiles);
  const reach = travelReachSql(quoteRequests.travelDistance);
  return {
    miles,
    nearby: and(
      oneOf(quoteRequests.status, OPEN_REQUEST_STATUSES),
      inBox(quoteRequests, box),
      sql`${miles} <= ${garage.radiusMiles}`,
      withinReachSql(exact, reach),
    ),
  };
}

/** A request's distance from the garage when it is in the garage's nearby list; else undefined. */
export async function nearbyRequestMiles(
  db: DbOrTx,
  garage: { center: GeoPoint; radiusMiles: number },
  requestId: string,
): Promise<number | undefined> {
  const { miles, nearby } = nearGarage(garage);
  const [row] = await db
    .select({ miles: sql<number>`${miles}::double precision`.mapWith(Number) })
    .from(quoteRequests)
    .where(and(eq(quoteRequests.id, requestId), nearby));
  return row?.miles;
}

/**
 * A photo's bytes and type for a garage: only when its request is in the garage's nearby list
 * (`center` null: a garage not located has none) or the garage has quoted for it; else undefined.
 */
export async function garagePhotoBytes(
  db: DbOrTx,
  garage: { id: string; center: GeoPoint | null; radiusMiles: number },
  photoId: string,
) {
  const quotedFor = sql`EXISTS (SELECT 1 FROM ${quotes} WHERE ${quotes.quoteRequestId} = ${quoteRequests.id}
    AND ${quotes.garageId} = ${garage.id})`;
  const seen = garage.center
    ? or(nearGarage({ center: garage.center, radiusMiles: garage.radiusMiles }).nearby, quotedFor)
    : quotedFor;
  const [row] = await db
    .select({ contentType: requestPhotos.contentType, data: requestPhotos.data })
    .from(requestPhotos)
    .innerJoin(quoteRequests, eq(quoteRequests.id, requestPhotos.quoteRequestId))
    .where(and(eq(requestPhotos.id, photoId), seen));
  return row;
}

/** The garage's live quote for a request (pending or accepted), if it has one. */
export async function liveQuoteOf(db: DbOrTx, requestId: string, garageId: string) {
  const [row] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(
      and(
        eq(quotes.quoteRequestId, requestId),
        eq(quotes.garageId, garageId),
        inArray(quotes.status, ["pending", "accepted"]),
      ),
    )
    .limit(1);
  return row;
}

/** A garage's jobs: most recently accepted first, the quote's id breaking ties. */
const JOBS_ORDER: KeysetOrder = { at: quotes.decidedAt, id: quotes.id, direction: "desc" };

/** The quote's service fee is paid: what makes an accepted quote the garage's job. */
const feePaid = sql`EXISTS (SELECT 1 FROM ${payments} WHERE ${payments.quoteId} = ${quotes.id}
  AND ${payments.status} = 'completed')`;

/** The garage's accepted, paid quote `quoteId`: its job. */
const jobOf = (garageId: string) =>
  and(eq(quotes.garageId, garageId), eq(quotes.status, "accepted"), feePaid);

/**
 * The garage's jobs a keyset page at a time: each accepted quote whose fee is paid, with what
 * the fee unlocked (the customer's name, phone and full postcode, the registration) and the next
 * appointment booked for the vehicle. Only this garage's, and only once paid.
 */
export async function jobsOfGarage(
  db: DbOrTx,
  filter: { garageId: string; after?: ListPosition; pageSize: number },
) {
  const customerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${user.name})`;
  const appointment = sql<{ date: string; hour: number; service: string } | null>`(
    SELECT json_build_object('date', ${appointments.scheduledDate}, 'hour', ${appointments.scheduledHour},
      'service', ${appointments.serviceType})
    FROM ${appointments}
    WHERE ${appointments.userId} = ${quoteRequests.userId}
      AND ${appointments.vehicleId} = ${quoteRequests.vehicleId}
      AND ${appointments.status} = 'scheduled'
      AND ${appointments.scheduledDate} >= (now() AT TIME ZONE 'Europe/London')::date
    ORDER BY ${appointments.scheduledDate}, ${appointments.scheduledHour}
    LIMIT 1)`;
  const rows = await db
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      pricePence: quotes.pricePence,
      description: quotes.description,
      estimatedDuration: quotes.estimatedDuration,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      vehicleYear: vehicles.year,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      services: quoteRequests.services,
      requestDescription: quoteRequests.description,
      customerName,
      phone: quoteRequests.mobile,
      postcode: quoteRequests.postcode,
      appointment,
      requestStatus: quoteRequests.status,
      completedAt: quoteRequests.completedAt,
      acceptedAt: quotes.decidedAt,
      cursorAt: keysetCursorAt(JOBS_ORDER),
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .innerJoin(user, eq(user.id, quoteRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, quoteRequests.userId))
    .leftJoin(vehicles, eq(vehicles.id, quoteRequests.vehicleId))
    .where(and(jobOf(filter.garageId), afterPosition(JOBS_ORDER, filter.after)))
    .orderBy(...keysetOrderBy(JOBS_ORDER))
    .limit(filter.pageSize + 1);
  return keysetPage(rows, filter.pageSize);
}

/** The request of the garage's job `quoteId`, its row locked; undefined when it is not one. */
export async function lockJobRequest(tx: DbOrTx, garageId: string, quoteId: string) {
  const [row] = await tx
    .select({ id: quoteRequests.id, status: quoteRequests.status })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(and(eq(quotes.id, quoteId), jobOf(garageId)))
    .for("update", { of: quoteRequests });
  return row;
}

/** The request completed, only while it is still in `from`; undefined otherwise. */
export async function completeRequest(tx: DbOrTx, id: string, from: string, now: Date) {
  const [row] = await tx
    .update(quoteRequests)
    .set({ status: "completed", completedAt: now, updatedAt: now })
    .where(and(eq(quoteRequests.id, id), sql`${quoteRequests.status} = ${from}`))
    .returning({ status: quoteRequests.status, completedAt: quoteRequests.completedAt });
  return row;
}

/** A garage's quotes: newest first, the id breaking ties. */
const QUOTES_ORDER: KeysetOrder = { at: quotes.createdAt, id: quotes.id, direction: "desc" };

/** The garage's own quotes a keyset page at a time, whoever entered them. */
export async function quotesOfGarage(
  db: DbOrTx,
  filter: { garageId: string; after?: ListPosition; pageSize: number },
) {
  const rows = await db
    .select({
      id: quotes.id,
      quoteRequestId: quotes.quoteRequestId,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      postcode: quoteRequests.postcode,
      pricePence: quotes.pricePence,
      partsPence: quotes.partsPence,
      labourPence: quotes.labourPence,
      vatPence: quotes.vatPence,
      description: quotes.description,
      estimatedDuration: quotes.estimatedDuration,
      status: quotes.status,
      rejectionReason: quotes.rejectionReason,
      createdAt: quotes.createdAt,
      decidedAt: quotes.decidedAt,
      cursorAt: keysetCursorAt(QUOTES_ORDER),
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(and(eq(quotes.garageId, filter.garageId), afterPosition(QUOTES_ORDER, filter.after)))
    .orderBy(...keysetOrderBy(QUOTES_ORDER))
    .limit(filter.pageSize + 1);
  return keysetPage(rows, filter.pageSize);
}

/** The garage's own quote `quoteId`, its row locked; undefined when it is not the garage's. */
export async function lockOwnQuote(tx: DbOrTx, garageId: string, quoteId: string) {
  const [row] = await tx
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.garageId, garageId)))
    .for("update");
  return row;
}
