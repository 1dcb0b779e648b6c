import {
  aboutMiles,
  displayMake,
  displayModel,
  displayVehicle,
  displayVehicleWithRegistration,
  formatGBP,
  nextRequestStatus,
  outwardCode,
  type RequestStatus,
} from "@automobi/domain";
import type { QuotePrice } from "@automobi/domain/schemas";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { onlyRow } from "../db/rows.ts";
import { profiles, quoteRequests, quotes, user } from "../db/schema/index.ts";
import { greetingName } from "../email/greeting.ts";
import type { Outbox } from "../email/outbox.ts";
import { insertNotification } from "./notifications.ts";

// What a new quote does, whoever enters it (staff in Quote Processing, a garage in its portal):
// the request locked while it takes the quote, the quote stored as pending, the request marked
// quoted, and the customer's e-mail and notification.

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

export async function insertQuote(tx: DbOrTx, values: typeof quotes.$inferInsert) {
  return onlyRow(
    await tx
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
        source: quotes.source,
        createdAt: quotes.createdAt,
      }),
    "the new quote",
  );
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

/** "The garage is about 4.2 miles from SW1A.", when the request and the garage are located. */
function distanceLines(request: RequestForQuote, miles: number | null): string[] {
  const district = outwardCode(request.postcode);
  if (miles === null || !district) return [];
  return [`The garage is ${aboutMiles(miles).toLowerCase()} from ${district}.`, ""];
}

/** The new-quote e-mail (the spec's admin-reply with a quote) and the in-app notification. */
export async function tellCustomer(
  tx: DbOrTx,
  outbox: Outbox,
  request: RequestForQuote,
  miles: number | null,
  quote: QuotePrice & {
    description: string;
    estimatedDuration: string;
    warrantyInfo: string | null;
  },
) {
  const vehicle = displayVehicle(request);
  const { breakdown } = quote;
  const lines = [
    `A garage has sent a quote for your ${displayVehicleWithRegistration(request)}.`,
    "",
    ...(breakdown
      ? [
          `Parts: ${formatGBP(breakdown.partsPence)}`,
          `Labour: ${formatGBP(breakdown.labourPence)}`,
          `VAT: ${formatGBP(breakdown.vatPence)}`,
        ]
      : []),
    ...(breakdown ? [""] : []),
    ...distanceLines(request, miles),
    `Work: ${quote.description}`,
    `Estimated duration: ${quote.estimatedDuration}`,
    ...(quote.warrantyInfo ? [`Warranty: ${quote.warrantyInfo}`] : []),
    "",
    "Open your dashboard to accept or reject it. The garage's contact details are yours once the service fee is paid.",
  ];
  await outbox.enqueue(tx, request.accountEmail, "admin-reply", {
    customerName: greetingName(request.firstName, request.accountName),
    customerEmail: request.accountEmail,
    vehicleMake: displayMake(request.vehicleMake),
    vehicleModel: displayModel(request.vehicleModel),
    subject: `New quote for your ${vehicle}`,
    message: lines.join("\n"),
    hasQuote: true,
    quotePricePence: quote.pricePence,
  });
  await insertNotification(tx, {
    userId: request.userId,
    kind: "new_quote",
    title: "New quote received",
    body: `A garage has quoted ${formatGBP(quote.pricePence)} for your ${vehicle}.`,
    link: "/dashboard",
    quoteRequestId: request.id,
  });
}

/** How many of a request's quotes still count: every one but those withdrawn. */
export async function quotesLeft(tx: DbOrTx, requestId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(quotes)
    .where(and(eq(quotes.quoteRequestId, requestId), ne(quotes.status, "withdrawn")));
  return row?.n ?? 0;
}

/**
 * Withdraws a pending quote (its garage took it back, or was suspended): the customer no longer
 * sees it and is told; when it was the request's last quote, the request goes back to pending
 * by the same transition as a deleted last quote. False when the quote was no longer pending.
 */
export async function withdrawPendingQuote(tx: DbOrTx, quoteId: string, now = new Date()) {
  const [quote] = await tx
    .update(quotes)
    .set({ status: "withdrawn", decidedAt: now, updatedAt: now })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, "pending")))
    .returning({ requestId: quotes.quoteRequestId, pricePence: quotes.pricePence });
  if (!quote) return false;
  const [request] = await tx
    .select({
      id: quoteRequests.id,
      status: quoteRequests.status,
      userId: quoteRequests.userId,
      vehicleMake: quoteRequests.vehicleMake,
      vehicleModel: quoteRequests.vehicleModel,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.id, quote.requestId))
    .for("update");
  if (!request) return true;
  if ((await quotesLeft(tx, request.id)) === 0) {
    const to = nextRequestStatus("system", "last-quote-deleted", request.status);
    if (to) {
      await tx
        .update(quoteRequests)
        .set({ status: to, updatedAt: now })
        .where(and(eq(quoteRequests.id, request.id), eq(quoteRequests.status, request.status)));
    }
  }
  await insertNotification(tx, {
    userId: request.userId,
    kind: "quote_withdrawn",
    title: "A quote was withdrawn",
    body: `A garage withdrew its ${formatGBP(quote.pricePence)} quote for your ${displayVehicle(request)}.`,
    link: "/dashboard",
    quoteRequestId: request.id,
  });
  return true;
}
