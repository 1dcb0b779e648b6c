import { ERROR_CODES, erasedEmail, ACCOUNT_ERASURE_MESSAGES as M } from "@automobi/domain";
import { announceSessionChange, type SessionCache } from "../../access/session-cache.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import {
  anonymiseRecords,
  identifiersOf,
  lockAccount,
  markErased,
  redactMentions,
  removeAccess,
  removeOwnRows,
} from "./erasure-repository.ts";

/**
 * Erases a customer's account in one transaction (issue 32, decision 061): signed out
 * everywhere, its ways in removed, its own rows deleted, the records the operator keeps
 * anonymised, what others were told about it redacted, and the account row left as "Deleted
 * customer" at an undeliverable address, so the real address can register again. Only a
 * customer's account; an account already erased is refused.
 */
async function erase(tx: DbOrTx, userId: string, now: Date, notCustomer: () => AppError) {
  const account = await lockAccount(tx, userId);
  if (!account || account.erasedAt) throw notFound(M.notFound);
  if (account.role !== "customer") throw notCustomer();
  const erased = erasedEmail(userId);
  const identifiers = await identifiersOf(tx, userId, account.email, account.name);
  await removeAccess(tx, userId, account.email);
  await anonymiseRecords(tx, userId, account.email, erased);
  await redactMentions(tx, account.email, erased, identifiers);
  await removeOwnRows(tx, userId);
  await markErased(tx, userId, erased, now);
  await announceSessionChange(tx, userId);
}

/** Settings' "Delete my account": the password was confirmed by the caller. */
export async function deleteOwnAccount(
  deps: { db: Database; sessions: SessionCache },
  userId: string,
  now = new Date(),
) {
  await deps.db.transaction((tx) =>
    erase(tx, userId, now, () => new AppError(ERROR_CODES.FORBIDDEN, M.notCustomer, 403)),
  );
  deps.sessions.evictAccount(userId);
  return { erased: true as const, message: M.deleted };
}

/** Customer Management: staff erase a customer's account, recorded in the audit log. */
export async function eraseCustomer(
  deps: { db: Database; sessions: SessionCache },
  actor: StaffActor,
  userId: string,
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    // staff and garage accounts are not in Customer Management: no such customer
    await erase(tx, userId, now, () => notFound(M.notFound));
    await recordStaffAction(tx, actor.staff, actor.request, "customer.erase", "user", userId);
  });
  deps.sessions.evictAccount(userId);
  return { erased: true as const, message: M.erasedByStaff };
}
