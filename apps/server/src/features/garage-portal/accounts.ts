import { ERROR_CODES } from "@automobi/domain";
import {
  GARAGE_INVITATION_DAYS,
  GARAGE_NOT_FOUND_MESSAGE,
  GARAGE_PORTAL_MESSAGES as M,
} from "@automobi/domain/schemas";
import type { Auth } from "../../access/auth.ts";
import { newAuthId } from "../../access/links.ts";
import { checkNewPassword, insertPasswordAccount } from "../../access/password-accounts.ts";
import { announceSessionChange } from "../../access/session-cache.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import { digestOfToken, newLinkToken } from "../../records/one-time-tokens.ts";
import { withdrawPendingQuote } from "../../records/quotes.ts";
import {
  accountOfAddress,
  endGarageSessions,
  insertGarageUser,
  insertInvitation,
  lockGarageForInvitation,
  lockGarageForSuspension,
  markInvitationUsed,
  openInvitation,
  pendingQuotesOf,
  setSuspended,
  withdrawOpenInvitations,
} from "./accounts-repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link's token is kept as its digest only: a copy of the database opens no account. */

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
  const token = newLinkToken();
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
      tokenHash: digestOfToken(token),
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
  const found = await openInvitation(db, digestOfToken(token));
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
    const invitation = await openInvitation(tx, digestOfToken(body.token), true);
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
