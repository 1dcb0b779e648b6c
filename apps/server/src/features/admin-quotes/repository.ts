import type { NotificationKind, RequestStatus } from "@automobi/domain";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  garages,
  notifications,
  payments,
  profiles,
  quoteRequests,
  quotes,
  user,
} from "../../db/schema/index.ts";
import { placeOf } from "../../records/places.ts";

/** The spec's contact person for a garage that staff add from the quote form. */
const ADMIN_ADDED = "Admin Added";

/** The request a quote is added to, with what the customer's e-mail needs; its row locked. */
export async function lockRequestForQuote(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      userId: quoteRequests.userId,
      services: quoteRequests.services,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
      vehicleRegistration: quoteRequests.vehicleRegistration,
      postcode: quoteRequests.postcode,
      travelDistance: quoteRequests.travelDistance,
      accountEmail: user.email,
      accountName: user.name,
      firstName: profiles.firstName,
    })
    .from(quoteRequests)
    .innerJoin(user, eq(user.id, quoteRequests.userId))
    .leftJoin(profiles, eq(profiles.userId, quoteRequests.userId))
    .where(eq(quoteRequests.id, id))
    .for("update", { of: quoteRequests });
  return row;
}

export type RequestForQuote = NonNullable<Awaited<ReturnType<typeof lockRequestForQuote>>>;

const garageColumns = {
  id: garages.id,
  name: garages.name,
  address: garages.address,
  phone: garages.phone,
  email: garages.email,
};

/**
 * The directory's garage with this (lower-case) e-mail, or a new one. The unique e-mail makes
 * two admins adding the same garage at once end with one row.
 */
export async function findOrAddGarage(
  tx: DbOrTx,
  garage: {
    name: string;
    address: string;
    phone: string;
    email: string;
    postcode: string | null;
    specialties: string[];
  },
) {
  const [added] = await tx
    .insert(garages)
    .values({ ...garage, ...placeOf(garage.postcode), contactPerson: ADMIN_ADDED })
    .onConflictDoNothing({ target: garages.email })
    .returning(garageColumns);
  if (added) return { garage: added, created: true };
  // A directory garage added before postcodes were asked for takes the one sent.
  if (garage.postcode) {
    await tx
      .update(garages)
      .set({ postcode: garage.postcode, ...placeOf(garage.postcode) })
      .where(and(eq(garages.email, garage.email), isNull(garages.postcode)));
  }
  const [found] = await tx
    .select(garageColumns)
    .from(garages)
    .where(eq(garages.email, garage.email));
  return { garage: found!, created: false };
}

export async function insertQuote(tx: DbOrTx, values: typeof quotes.$inferInsert) {
  const [row] = await tx
    .insert(quotes)
    .values({ ...values, status: "pending" })
    .returning({
      id: quotes.id,
      pricePence: quotes.pricePence,
      description: quotes.description,
      estimatedDuration: quotes.estimatedDuration,
      warrantyInfo: quotes.warrantyInfo,
      partsPence: quotes.partsPence,
      labourPence: quotes.labourPence,
      vatPence: quotes.vatPence,
      status: quotes.status,
      rejectionReason: quotes.rejectionReason,
      createdAt: quotes.createdAt,
    });
  return row!;
}

/**
 * The request has a quote: `to` is its status now (maybe unchanged), and the first-quoted time
 * the average response time is computed from is set unless an earlier quote set it.
 */
export async function markRequestQuoted(
  tx: DbOrTx,
  id: string,
  from: RequestStatus,
  to: RequestStatus,
  now: Date,
) {
  const [row] = await tx
    .update(quoteRequests)
    .set({
      status: to,
      firstQuotedAt: sql`coalesce(${quoteRequests.firstQuotedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, from)))
    .returning({
      id: quoteRequests.id,
      status: quoteRequests.status,
      firstQuotedAt: quoteRequests.firstQuotedAt,
      updatedAt: quoteRequests.updatedAt,
    });
  return row;
}

export async function insertNotification(
  tx: DbOrTx,
  values: {
    userId: string;
    kind: NotificationKind;
    title: string;
    body: string;
    link: string;
    quoteRequestId: string;
  },
) {
  await tx.insert(notifications).values(values);
}

/** A quote with its request's status and time, the request's row locked. */
export async function lockQuoteWithRequest(tx: DbOrTx, quoteId: string) {
  const [row] = await tx
    .select({
      id: quotes.id,
      status: quotes.status,
      pricePence: quotes.pricePence,
      garageId: quotes.garageId,
      request: {
        id: quoteRequests.id,
        status: quoteRequests.status,
        statusBeforeDelete: quoteRequests.statusBeforeDelete,
        updatedAt: quoteRequests.updatedAt,
      },
    })
    .from(quotes)
    .innerJoin(quoteRequests, eq(quoteRequests.id, quotes.quoteRequestId))
    .where(eq(quotes.id, quoteId))
    .for("update", { of: quoteRequests });
  return row;
}

export async function completedPaymentForQuote(tx: DbOrTx, quoteId: string) {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.quoteId, quoteId), eq(payments.status, "completed")))
    .limit(1);
  return row !== undefined;
}

/** Deletes the quote; false when it had already gone. */
export async function removeQuote(tx: DbOrTx, quoteId: string) {
  const rows = await tx.delete(quotes).where(eq(quotes.id, quoteId)).returning({ id: quotes.id });
  return rows.length > 0;
}

export async function quotesLeft(tx: DbOrTx, requestId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(quotes)
    .where(eq(quotes.quoteRequestId, requestId));
  return row?.n ?? 0;
}

export async function moveRequest(tx: DbOrTx, id: string, from: RequestStatus, to: RequestStatus) {
  const [row] = await tx
    .update(quoteRequests)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, from)))
    .returning({
      id: quoteRequests.id,
      status: quoteRequests.status,
      updatedAt: quoteRequests.updatedAt,
    });
  return row;
}

/** A deleted request's remembered status, moved as its quotes change (Restore returns to it). */
export async function rememberStatus(tx: DbOrTx, id: string, status: RequestStatus) {
  await tx
    .update(quoteRequests)
    .set({ statusBeforeDelete: status })
    .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, "deleted")));
}
