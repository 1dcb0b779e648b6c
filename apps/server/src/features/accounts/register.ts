import type { RegisterBody } from "@automobi/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Auth } from "../../auth/auth.ts";
import { issueConfirmationLink } from "../../auth/confirmation.ts";
import { newAuthId } from "../../auth/links.ts";
import type { Database } from "../../db/client.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import {
  findAccountByEmail,
  insertCustomerIfNew,
  renameAccount,
  replacePasswordAccount,
  replaceRegistrationProfile,
} from "./repository.ts";

export const ACCOUNT_EXISTS_MESSAGE =
  "An account with this email already exists. Please try logging in instead.";

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

  if (outcome === "exists") throw new AppError("CONFLICT", ACCOUNT_EXISTS_MESSAGE, 409);
  if (outcome.created) log.info({ userId: outcome.userId }, "auth: account registered");
  else
    log.info({ userId: outcome.userId }, "auth: registration repeated for an unconfirmed account");
}
