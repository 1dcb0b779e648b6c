import { createHash, randomBytes } from "node:crypto";
import { ERROR_CODES, type ListPosition, nextRequestStatus, outwardCode } from "@automobi/domain";
import {
  adminTransitionRefusal,
  GARAGE_INVITATION_DAYS,
  GARAGE_NOT_FOUND_MESSAGE,
  type GarageQuoteInput,
  GARAGE_PORTAL_MESSAGES as M,
  priceOfQuote,
  QUOTE_REQUEST_NOT_FOUND_MESSAGE,
  quoteAddRefusal,
} from "@automobi/domain/schemas";
import type { Auth } from "../../access/auth.ts";
import { newAuthId } from "../../access/links.ts";
import { checkNewPassword, insertPasswordAccount } from "../../access/password-accounts.ts";
import { announceSessionChange } from "../../access/session-cache.ts";
import type { CurrentSession } from "../../access/signed-in.ts";
import type { Config } from "../../config.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, forbidden, notFound } from "../../http/app-error.ts";
import { RequestValidationError } from "../../http/validation.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import {
  insertQuote,
  lockRequestForQuote,
  markRequestQuoted,
  tellCustomer,
  withdrawPendingQuote,
} from "../../records/quotes.ts";
import { readSettings } from "../../records/settings.ts";
import {
  accountOfAddress,
  completeRequest,
  endGarageSessions,
  garageOfUser,
  insertGarageUser,
  insertInvitation,
  jobsOfGarage,
  liveQuoteOf,
  lockGarageForInvitation,
  lockGarageForSuspension,
  lockJobRequest,
  lockOwnQuote,
  markInvitationUsed,
  nearbyRequestMiles,
  openInvitation,
  openRequestsForGarage,
  pendingQuotesOf,
  quotesOfGarage,
  setSuspended,
  withdrawOpenInvitations,
} from "./repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link's token is kept as its digest only: a copy of the database opens no account. */
const digestOf = (token: string) => createHash("sha256").update(token).digest("base64url");

/** When a link stops working, as people read it in the UK: "Sunday, 6 December 2026, 14:00". */
const londonDayAndTime = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/London",
});
const longDate = (instant: Date) => londonDayAndTime.format(instant).replace(" at ", ", ");

const conflict = (message: string) =>
  new AppError(ERROR_CODES.CONFLICT, message, 409, { email: message });

/**
 * Invites an address to a directory garage's portal: the invitation and its e-mail in one
 * transaction, an earlier invitation to the same address for the garage withdrawn, and the
 * invitation in the audit log. An address with an account already is refused: a customer's or
 * staff's account never becomes a garage's, and a garage user already signs in.
 */
export async function inviteGarageUser(
  deps: { db: Database; outbox: Outbox; config: Config },
  actor: StaffActor,
  garageId: string,
  email: string,
) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + GARAGE_INVITATION_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const garage = await lockGarageForInvitation(tx, garageId);
    if (!garage) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
    const existing = await accountOfAddress(tx, email);
    if (existing) throw conflict(existing.garageId === garageId ? M.alreadyMember : M.addressTaken);
    const withdrawn = await withdrawOpenInvitations(tx, email, garageId);
    const invitation = await insertInvitation(tx, {
      garageId,
      email,
      tokenHash: digestOf(token),
      invitedBy: actor.staff.user.id,
      expiresAt,
    });
    await deps.outbox.enqueue(tx, email, "garage-invitation", {
      garageName: garage.name,
      inviteLink: `${deps.config.publicUrl}/garage/invitation?token=${encodeURIComponent(token)}`,
      expiresOn: longDate(invitation.expiresAt),
    });
    await recordStaffAction(tx, actor.staff, actor.request, "garage.invite", "garage", garageId, {
      email,
      invitationId: invitation.id,
      withdrawn,
    });
    return {
      id: invitation.id,
      email,
      expiresAt: invitation.expiresAt,
      message: M.invited,
    };
  });
}

const invalidLink = () =>
  new AppError(ERROR_CODES.VALIDATION_FAILED, M.invalidLink, 400, { token: M.invalidLink });

/** Whom a link invites, while it can be used; 404 once it is used, withdrawn or expired. */
export async function readInvitation(db: Database, token: string) {
  const found = await openInvitation(db, digestOf(token));
  if (!found) throw notFound(M.invalidLink);
  return { garageName: found.garageName, email: found.email, expiresAt: found.expiresAt };
}

/**
 * Uses an invitation: the garage user's account, with the password chosen on the link's page,
 * and the invitation used up, in one transaction; any other invitation still open to the
 * address is withdrawn (it has an account now). Returns the address to sign in with.
 */
export async function acceptInvitation(
  deps: { auth: Auth; db: Database },
  body: { token: string; password: string },
): Promise<{ email: string; userId: string }> {
  checkNewPassword(body.password, "password");
  const ctx = await deps.auth.$context;
  const passwordHash = await ctx.password.hash(body.password);
  const userId = await newAuthId(deps.auth, "user");
  const accountId = await newAuthId(deps.auth, "account");
  return deps.db.transaction(async (tx) => {
    const invitation = await openInvitation(tx, digestOf(body.token), true);
    if (!invitation) throw invalidLink();
    if (await accountOfAddress(tx, invitation.email)) throw conflict(M.addressTaken);
    await insertGarageUser(tx, {
      id: userId,
      name: invitation.garageName,
      email: invitation.email,
      garageId: invitation.garageId,
    });
    await insertPasswordAccount(tx, { id: accountId, userId, passwordHash });
    await markInvitationUsed(tx, invitation.id);
    await withdrawOpenInvitations(tx, invitation.email);
    return { email: invitation.email, userId };
  });
}

/**
 * The signed-in garage user's garage, refused while it is suspended (its sessions end with the
 * suspension; this holds the line for a request already under way).
 */
async function activeGarageOf(db: DbOrTx, userId: string) {
  const garage = await garageOfUser(db, userId);
  if (!garage) throw forbidden(M.garagesOnly);
  if (garage.suspendedAt) throw forbidden(M.suspended);
  return garage;
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
 * without a located postcode (it says so), and never a customer's identity.
 */
export async function nearbyRequestsForGarage(
  db: Database,
  session: CurrentSession,
  query: { cursor?: ListPosition; pageSize: number },
) {
  const garage = await activeGarageOf(db, session.user.id);
  const { pageSize } = query;
  const located = garage.latitude !== null && garage.longitude !== null;
  const page = located
    ? await openRequestsForGarage(db, {
        garageId: garage.id,
        center: { latitude: garage.latitude!, longitude: garage.longitude! },
        radiusMiles: garage.serviceRadiusMiles,
        after: query.cursor,
        pageSize,
      })
    : { items: [], nextCursor: null };
  return {
    items: page.items.map(({ postcode, ...request }) => ({
      ...request,
      outwardCode: outwardCode(postcode) ?? postcode,
    })),
    pageSize,
    nextCursor: page.nextCursor,
    located,
    serviceRadiusMiles: garage.serviceRadiusMiles,
  };
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
    const center =
      garage.latitude === null || garage.longitude === null
        ? null
        : { latitude: garage.latitude, longitude: garage.longitude };
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
export async function completeJob(db: Database, session: CurrentSession, quoteId: string) {
  return db.transaction(async (tx) => {
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

/**
 * Suspends a garage, in one transaction: its users' sessions end (and every process's session
 * cache drops them, within a second), they cannot sign in again, and its pending quotes are
 * withdrawn, each customer told. In the audit log.
 */
export async function suspendGarage(db: Database, actor: StaffActor, garageId: string) {
  return db.transaction(async (tx) => {
    const garage = await lockGarageForSuspension(tx, garageId);
    if (!garage) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
    if (garage.suspendedAt) throw new AppError(ERROR_CODES.CONFLICT, M.alreadySuspended, 409);
    const now = new Date();
    await setSuspended(tx, garageId, now);
    let withdrawnQuotes = 0;
    for (const quoteId of await pendingQuotesOf(tx, garageId)) {
      if (await withdrawPendingQuote(tx, quoteId, now)) withdrawnQuotes += 1;
    }
    const users = await endGarageSessions(tx, garageId);
    for (const userId of users) await announceSessionChange(tx, userId);
    await recordStaffAction(tx, actor.staff, actor.request, "garage.suspend", "garage", garageId, {
      withdrawnQuotes,
      usersSignedOut: users.length,
    });
    return { id: garageId, suspended: true, withdrawnQuotes, message: M.suspendedDone };
  });
}

/** Reinstates a suspended garage: its users can sign in again; withdrawn quotes stay so. */
export async function reinstateGarage(db: Database, actor: StaffActor, garageId: string) {
  return db.transaction(async (tx) => {
    const garage = await lockGarageForSuspension(tx, garageId);
    if (!garage) throw notFound(GARAGE_NOT_FOUND_MESSAGE);
    if (!garage.suspendedAt) throw new AppError(ERROR_CODES.CONFLICT, M.notSuspended, 409);
    await setSuspended(tx, garageId, null);
    await recordStaffAction(
      tx,
      actor.staff,
      actor.request,
      "garage.reinstate",
      "garage",
      garageId,
      {
        suspendedAt: garage.suspendedAt,
      },
    );
    return { id: garageId, suspended: false, withdrawnQuotes: 0, message: M.reinstated };
  });
}
