import type { RequestStatus } from "@automobi/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import { garages, payments, quoteRequests, quotes } from "../../db/schema/index.ts";
import { placeOf } from "../../records/places.ts";

/** The spec's contact person for a garage that staff add from the quote form. */
const ADMIN_ADDED = "Admin Added";

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
  const found = onlyRow(
    await tx.select(garageColumns).from(garages).where(eq(garages.email, garage.email)),
    "the garage with that e-mail",
  );
  return { garage: found, created: false };
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
