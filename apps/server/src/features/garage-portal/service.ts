import {
  ERROR_CODES,
  type GeoPoint,
  type ListPosition,
  nextRequestStatus,
  outwardCode,
  PHOTO_MESSAGES,
} from "@automobi/domain";
import {
  adminTransitionRefusal,
  type GarageQuoteInput,
  type garageNearbyRequestsResponse,
  GARAGE_PORTAL_MESSAGES as M,
  priceOfQuote,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  quoteAddRefusal,
} from "@automobi/domain/schemas";
import type { z } from "zod";
import type { CurrentSession } from "../../access/signed-in.ts";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { keysetPage } from "../../db/keyset.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, forbidden, notFound } from "../../http/app-error.ts";
import { encodedJson } from "../../http/response-encoder.ts";
import { RequestValidationError } from "../../http/validation.ts";
import {
  insertQuote,
  lockRequestForQuote,
  markRequestQuoted,
  tellCustomer,
  withdrawPendingQuote,
} from "../../records/quotes.ts";
import { inviteReview } from "../../records/review-invitations.ts";
import { readSettings } from "../../records/settings.ts";
import { nearbyPageOfUser } from "./nearby-repository.ts";
import {
  completeRequest,
  garageOfUser,
  garagePhotoBytes,
  jobsOfGarage,
  liveQuoteOf,
  lockJobRequest,
  lockOwnQuote,
  nearbyRequestMiles,
  quotesOfGarage,
} from "./repository.ts";

/**
 * The signed-in garage user's garage, refused while it is suspended (its sessions end with the
 * suspension; this holds the line for a request already under way).
 */
export async function activeGarageOf(db: DbOrTx, userId: string) {
  const garage = await garageOfUser(db, userId);
  if (!garage) throw forbidden(M.garagesOnly);
  if (garage.suspendedAt) throw forbidden(M.suspended);
  return garage;
}

/** The garage's located point; null while its postcode is not located. */
function placeOf(garage: { latitude: number | null; longitude: number | null }): GeoPoint | null {
  return garage.latitude === null || garage.longitude === null
    ? null
    : { latitude: garage.latitude, longitude: garage.longitude };
}

/** The signed-in garage user's garage, for the portal's header. */
export async function portalSummary(db: Database, session: CurrentSession) {
  const garage = await activeGarageOf(db, session.user.id);
  return {
    garage: {
      id: garage.id,
      name: garage.name,
      postcode: garage.postcode,
      serviceRadiusMiles: garage.serviceRadiusMiles,
      located: garage.latitude !== null,
    },
    user: { name: session.user.name, email: session.user.email },
  };
}

/**
 * The open requests near the garage user's own garage, newest first: nothing for a garage
 * without a located postcode (it says so), and never a customer's identity. The garage and the
 * page are one statement; a suspended garage is refused as everywhere in the portal.
 */
export async function nearbyRequestsForGarage(
  db: Database,
  session: CurrentSession,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const { pageSize } = query;
  const rows = await nearbyPageOfUser(db, session.user.id, query.cursor, pageSize + 1);
  const garage = rows[0]?.garage;
  if (!garage) throw forbidden(M.garagesOnly);
  if (garage.suspendedAt) throw forbidden(M.suspended);
  // A left-joined page: the garage's row alone, with nulls, when it has none to show.
  const found = rows.flatMap(({ id, item, cursorAt }) =>
    id === null || item === null ? [] : [{ id, item, cursorAt }],
  );
  const page = keysetPage(found, pageSize);
  // Each item is its JSON text, written by the database (decision 026).
  const cursor = page.nextCursor === null ? "null" : JSON.stringify(page.nextCursor);
  return encodedJson<z.output<typeof garageNearbyRequestsResponse>>(
    `{"items":[${page.items.map((row) => row.item).join(",")}],"pageSize":${pageSize},"nextCursor":${cursor},"located":${placeOf(garage) !== null},"serviceRadiusMiles":${garage.serviceRadiusMiles}}`,
  );
}

/**
 * A photo of a request the garage can see, for its users' browsers: one in its nearby list now,
 * or one it has quoted for (its quotes and jobs). Any other photo is not found, whatever exists.
 */
export async function photoForGarage(db: Database, session: CurrentSession, photoId: string) {
  const garage = await activeGarageOf(db, session.user.id);
  const center = placeOf(garage);
  const photo = await garagePhotoBytes(
    db,
    { id: garage.id, center, radiusMiles: garage.serviceRadiusMiles },
    photoId,
  );
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  return photo;
}

/**
 * The garage's own quote, in one transaction, with the same rules as a staff quote: for a
 * request its nearby list shows (any other is not found, whatever exists), one live quote per
 * garage and request, an itemised price whose VAT and total the stored rate works out. It does
 * what a staff quote does: the request becomes quoted where the transitions allow, and the
 * customer gets the new-quote e-mail (with the distance) and a notification.
 */
export async function quoteAsGarage(
  deps: { db: Database; outbox: Outbox },
  session: CurrentSession,
  requestId: string,
  body: GarageQuoteInput,
) {
  return deps.db.transaction(async (tx) => {
    const garage = await activeGarageOf(tx, session.user.id);
    const request = await lockRequestForQuote(tx, requestId);
    const center = placeOf(garage);
    const miles =
      request && center
        ? await nearbyRequestMiles(
            tx,
            { center, radiusMiles: garage.serviceRadiusMiles },
            requestId,
          )
        : undefined;
    if (!request || miles === undefined) throw notFound(QUOTE_REQUEST_NOT_FOUND_MESSAGE);
    if (await liveQuoteOf(tx, request.id, garage.id)) {
      throw new AppError(ERROR_CODES.CONFLICT, M.alreadyQuoted, 409);
    }
    const { vatRatePercent } = await readSettings(tx);
    const price = priceOfQuote({ pricePence: null, breakdown: body.breakdown }, vatRatePercent);
    if ("field" in price) throw new RequestValidationError({ [price.field]: price.message });
    const quote = await insertQuote(tx, {
      quoteRequestId: request.id,
      garageId: garage.id,
      pricePence: price.pricePence,
      description: body.description,
      estimatedDuration: body.estimatedDuration,
      warrantyInfo: body.warrantyInfo,
      partsPence: price.breakdown?.partsPence ?? null,
      labourPence: price.breakdown?.labourPence ?? null,
      vatPence: price.breakdown?.vatPence ?? null,
      source: "garage",
      enteredBy: session.user.id,
    });
    const to = nextRequestStatus("system", "quote-created", request.status) ?? request.status;
    const updated = await markRequestQuoted(tx, request.id, request.status, to, new Date());
    if (!updated) throw new AppError(ERROR_CODES.CONFLICT, quoteAddRefusal(request.status), 409);
    await tellCustomer(tx, deps.outbox, request, miles, { ...quote, ...price });
    const { partsPence, labourPence, vatPence, rejectionReason: _, ...rest } = quote;
    return {
      quote: {
        ...rest,
        quoteRequestId: request.id,
        breakdown: {
          partsPence: partsPence ?? 0,
          labourPence: labourPence ?? 0,
          vatPence: vatPence ?? 0,
        },
      },
      message: M.quoted,
    };
  });
}

/** The garage's paid jobs, with what the customer's fee unlocked. */
export async function jobsForGarage(
  db: Database,
  session: CurrentSession,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const garage = await activeGarageOf(db, session.user.id);
  const page = await jobsOfGarage(db, {
    garageId: garage.id,
    after: query.cursor,
    pageSize: query.pageSize,
  });
  return {
    items: page.items.map(({ customerName, phone, postcode, acceptedAt, ...job }) => ({
      ...job,
      // an accepted quote always has its decision time (quotes_decided_at_check)
      acceptedAt: acceptedAt ?? new Date(0),
      customer: { name: customerName, phone, postcode },
    })),
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
  };
}

/**
 * Marks the garage's paid job done: its request is completed as staff's Mark Complete does,
 * by the same transition rule, on the locked row. Any other quote is not found.
 */
export async function completeJob(
  deps: { db: Database; outbox: Outbox; config: Pick<Config, "publicUrl"> },
  session: CurrentSession,
  quoteId: string,
) {
  return deps.db.transaction(async (tx) => {
    const garage = await activeGarageOf(tx, session.user.id);
    const request = await lockJobRequest(tx, garage.id, quoteId);
    if (!request) throw notFound(M.jobNotFound);
    const refusal = () =>
      new AppError(
        ERROR_CODES.CONFLICT,
        adminTransitionRefusal("mark-complete", request.status),
        409,
      );
    if (nextRequestStatus("admin", "mark-complete", request.status) !== "completed")
      throw refusal();
    const done = await completeRequest(tx, request.id, request.status, new Date());
    if (!done) throw refusal();
    await inviteReview(tx, deps, request.id);
    return {
      id: quoteId,
      requestStatus: done.status,
      completedAt: done.completedAt,
      message: M.jobDone,
    };
  });
}

/** The garage's own quotes, newest first, with the request's district, never the customer. */
export async function quotesForGarage(
  db: Database,
  session: CurrentSession,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const garage = await activeGarageOf(db, session.user.id);
  const page = await quotesOfGarage(db, {
    garageId: garage.id,
    after: query.cursor,
    pageSize: query.pageSize,
  });
  return {
    items: page.items.map(({ postcode, partsPence, labourPence, vatPence, ...quote }) => ({
      ...quote,
      outwardCode: outwardCode(postcode) ?? postcode,
      breakdown:
        partsPence === null || labourPence === null || vatPence === null
          ? null
          : { partsPence, labourPence, vatPence },
    })),
    pageSize: query.pageSize,
    nextCursor: page.nextCursor,
  };
}

/**
 * Takes back one of the garage's quotes while it awaits the customer's answer: the customer no
 * longer sees it and is told, and a request left without quotes goes back to pending.
 */
export async function withdrawOwnQuote(db: Database, session: CurrentSession, quoteId: string) {
  return db.transaction(async (tx) => {
    const garage = await activeGarageOf(tx, session.user.id);
    const quote = await lockOwnQuote(tx, garage.id, quoteId);
    if (!quote) throw notFound(M.quoteNotFound);
    if (quote.status !== "pending" || !(await withdrawPendingQuote(tx, quote.id))) {
      throw new AppError(ERROR_CODES.CONFLICT, M.notWithdrawable, 409);
    }
    return { id: quote.id, status: "withdrawn" as const, message: M.withdrawn };
  });
}
