import {
  AUTH_MESSAGES,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  CURRENT_PASSWORD_WRONG_MESSAGE,
  ERROR_CODES,
} from "@automobi/domain";
import type { ProfileUpdate, ProfileView, RegisterBody } from "@automobi/domain/schemas";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Auth } from "../../access/auth.ts";
import { RESET_TOKEN_SECONDS } from "../../access/auth.ts";
import { issueConfirmationLink } from "../../access/confirmation.ts";
import type { CurrentSession } from "../../access/guards.ts";
import { newAuthId, newResetLink } from "../../access/links.ts";
import { withdrawResetLinks } from "../../access/reset-tokens.ts";
import { announceSessionChange, type SessionCache } from "../../access/session-cache.ts";
import type { SignInLimits } from "../../access/sign-in-limits.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import {
  type AccountByEmail,
  changePassword,
  findAccountByEmail,
  insertCustomerIfNew,
  insertResetToken,
  type ProfileChanges,
  readPasswordHash,
  readProfileRow,
  renameAccount,
  replacePasswordAccount,
  replaceRegistrationProfile,
  upsertProfileFields,
} from "./repository.ts";

/** Accounts: registration, password recovery and the Update Details screen. */

export interface RegisterDeps {
  auth: Auth;
  db: Database;
  outbox: Outbox;
}

/**
 * Creates a customer who must confirm their e-mail before signing in: the account, its
 * password, its profile, the welcome e-mail and the confirmation link in one transaction.
 * - A confirmed account with this e-mail: the spec's 'Account exists' answer.
 * - An unconfirmed one: the same answer as a new registration, after the same work (a password
 *   hash, the same statements, the same two e-mails queued) and no artificial wait, so neither
 *   the answer nor its timing reveals it. This registration replaces the earlier one: its
 *   password, names and details, and its link, which withdraws every link sent before. Only the
 *   password that goes with the link followed can sign in (decision 007).
 */
export async function registerCustomer(
  deps: RegisterDeps,
  body: RegisterBody,
  log: FastifyBaseLogger,
  callbackURL: string,
): Promise<void> {
  const { auth, db, outbox } = deps;
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(body.password);
  const newUserId = await newAuthId(auth, "user");
  const accountId = await newAuthId(auth, "account");

  const outcome = await db.transaction(async (tx) => {
    const name = `${body.firstName} ${body.lastName}`;
    const created = await insertCustomerIfNew(tx, { id: newUserId, name, email: body.email });
    const stored = await findAccountByEmail(tx, body.email);
    if (!stored) throw new Error("registration: the account vanished inside its transaction");
    if (!created && stored.emailVerified) return "exists" as const;
    await replacePasswordAccount(tx, { id: accountId, userId: stored.id, passwordHash });
    await renameAccount(tx, stored.id, name);
    await replaceRegistrationProfile(tx, {
      userId: stored.id,
      firstName: body.firstName,
      lastName: body.lastName,
      mobile: body.phone,
      postcode: body.postcode,
    });
    const customerName = body.firstName;
    await outbox.enqueue(tx, body.email, "welcome", { customerName, customerEmail: body.email });
    await outbox.enqueue(tx, body.email, "email-confirmation", {
      customerName,
      customerEmail: body.email,
      confirmLink: await issueConfirmationLink(tx, ctx, {
        email: body.email,
        userId: stored.id,
        callbackURL,
      }),
    });
    return { created, userId: stored.id };
  });

  if (outcome === "exists") throw new AppError("CONFLICT", AUTH_MESSAGES.accountExists, 409);
  if (outcome.created) log.info({ userId: outcome.userId }, "auth: account registered");
  else
    log.info({ userId: outcome.userId }, "auth: registration repeated for an unconfirmed account");
}

export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

export interface PasswordResetDeps {
  auth: Auth;
  db: Database;
  outbox: Outbox;
}

/** Thrown inside the transaction to undo the stand-in work done for an unknown e-mail. */
class NoSuchAccount extends Error {}

/**
 * Stores a single-use reset token for the account and queues its e-mail, in `tx`: for the
 * forgot-password form below, and for a staff account made by the admin command.
 */
export async function queueResetLink(
  deps: PasswordResetDeps,
  tx: DbOrTx,
  email: string,
  found: AccountByEmail | undefined,
): Promise<string> {
  const { link, token } = await newResetLink(deps.auth);
  await insertResetToken(tx, {
    id: await newAuthId(deps.auth, "verification"),
    token,
    userId: found?.id ?? "",
    expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
  });
  await deps.outbox.enqueue(tx, email, "password-reset", {
    customerName: greetingName(found?.firstName, found?.name),
    customerEmail: email,
    resetLink: link,
  });
  return link;
}

/**
 * Forgot password: the token and its e-mail are written in one transaction, before the answer,
 * so a customer told to check their inbox has an e-mail on its way. An unknown e-mail does the
 * same work (lookup, token, rendering, outbox row) and rolls it back, so the answer takes a
 * similar time and nothing is sent (decision 004). Returns the link, or null when unknown.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
): Promise<string | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await findAccountByEmail(tx, email);
      const link = await queueResetLink(deps, tx, email, found);
      if (!found) throw new NoSuchAccount();
      return link;
    });
  } catch (err) {
    if (err instanceof NoSuchAccount) return null;
    throw err;
  }
}

export type { ProfileView };

export async function readProfile(db: DbOrTx, current: CurrentSession): Promise<ProfileView> {
  const row = await readProfileRow(db, current.user.id);
  const firstName = row?.firstName ?? null;
  const lastName = row?.lastName ?? null;
  const fullName = [firstName, lastName].filter(Boolean).join(" ") || (row?.name ?? "");
  return {
    email: row?.email ?? current.user.email,
    fullName,
    firstName,
    lastName,
    phone: row?.mobile ?? null,
    postcode: row?.postcode ?? null,
    address: row?.address ?? null,
  };
}

/**
 * Saves the Update Details form. Fields left out stay as they are; blanks become null.
 * A new password replaces the old one, signs out every other session and withdraws every
 * outstanding reset link; a new e-mail is only used once confirmed from the new address. A new
 * name or password drops the account's sessions from every session cache (decision 016).
 */
export async function updateProfile(
  deps: { auth: Auth; db: Database; sessions: SessionCache },
  current: CurrentSession,
  update: ProfileUpdate,
  request: FastifyRequest,
): Promise<{ emailChangePending: boolean }> {
  const { auth, db, sessions } = deps;
  const userId = current.user.id;
  const changes: ProfileChanges = {};
  if ("firstName" in update) changes.firstName = update.firstName ?? null;
  if ("lastName" in update) changes.lastName = update.lastName ?? null;
  if (update.phone !== undefined) changes.mobile = update.phone;
  if (update.postcode !== undefined) changes.postcode = update.postcode;
  if (update.address !== undefined) changes.address = update.address;

  const passwordHash = update.newPassword
    ? await (await auth.$context).password.hash(update.newPassword)
    : null;

  const accountChanged = await db.transaction(async (tx) => {
    let renamed = false;
    if (Object.keys(changes).length > 0) {
      await upsertProfileFields(tx, userId, changes);
      if ("firstName" in changes || "lastName" in changes) {
        const name = [changes.firstName, changes.lastName].filter(Boolean).join(" ");
        if (name) await renameAccount(tx, userId, name);
        renamed = Boolean(name);
      }
    }
    if (passwordHash) {
      await changePassword(tx, userId, passwordHash, current.sessionId);
      await withdrawResetLinks(tx, userId);
    }
    if (renamed || passwordHash) await announceSessionChange(tx, userId);
    return renamed || passwordHash !== null;
  });
  if (accountChanged) sessions.evictAccount(userId);
  if (passwordHash) request.log.info({ userId }, "auth: password changed, other sessions revoked");

  const newEmail = update.email && update.email !== current.user.email ? update.email : null;
  if (newEmail) {
    await auth.api.changeEmail({
      body: { newEmail, callbackURL: "/dashboard" },
      headers: fromNodeHeaders(request.headers),
    });
  }
  return { emailChangePending: newEmail !== null };
}

/**
 * A new password or e-mail is accepted only with the current password (issue 26, item 15).
 * Each check is one sign-in attempt for the account (decision 007): a wrong password counts
 * against the same limit as a wrong sign-in, so a borrowed session cannot guess it either.
 */
export async function confirmCurrentPassword(
  deps: { auth: Auth; db: Database; signInLimits: SignInLimits },
  current: CurrentSession,
  password: string | null,
  ip: string,
): Promise<void> {
  const refuse = (message: string) =>
    new AppError(ERROR_CODES.VALIDATION_FAILED, message, 400, { currentPassword: message });
  if (!password) throw refuse(CURRENT_PASSWORD_REQUIRED_MESSAGE);
  const { email } = current.user;
  await deps.signInLimits.reserve(email, ip);
  let matches: boolean;
  try {
    const hash = await readPasswordHash(deps.db, current.user.id);
    const ctx = await deps.auth.$context;
    matches = hash !== null && (await ctx.password.verify({ hash, password }));
  } catch (err) {
    await deps.signInLimits.settle(email, ip, "other");
    throw err;
  }
  await deps.signInLimits.settle(email, ip, matches ? "signed-in" : "wrong-password");
  if (!matches) throw refuse(CURRENT_PASSWORD_WRONG_MESSAGE);
}
