import { ERROR_CODES, isGarageUser, isStaff } from "@automobi/domain";
import { STAFF_MESSAGES } from "@automobi/domain/schemas";
import { announceSessionChange, type SessionCache } from "../../access/session-cache.ts";
import type { Database } from "../../db/client.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { recordStaffAction, type StaffActor } from "../../records/audit.ts";
import {
  listStaff,
  lockAccount,
  lockAccountByEmail,
  lockSuperAdmins,
  setRole,
} from "./repository.ts";

const conflict = (message: string) => new AppError(ERROR_CODES.CONFLICT, message, 409);

export async function staffList(db: Database) {
  return { items: await listStaff(db) };
}

export interface StaffDeps {
  db: Database;
  sessions: SessionCache;
}

/**
 * Makes an existing, confirmed account an admin. Its sessions are evicted from every process's
 * session cache when the change commits, so its open sessions are staff on their next call
 * (decisions 013, 016).
 */
export async function promoteToAdmin(
  { db, sessions }: StaffDeps,
  actor: StaffActor,
  email: string,
) {
  const updated = await db.transaction(async (tx) => {
    const account = await lockAccountByEmail(tx, email);
    if (!account) throw notFound(STAFF_MESSAGES.unknownAccount);
    if (isStaff(account.role)) throw conflict(STAFF_MESSAGES.alreadyStaff);
    if (isGarageUser(account.role)) throw conflict(STAFF_MESSAGES.garageAccount);
    if (!account.emailVerified) throw conflict(STAFF_MESSAGES.unconfirmed);
    const updated = await setRole(tx, account.id, "admin");
    await announceSessionChange(tx, account.id);
    await recordStaffAction(tx, actor.staff, actor.request, "user.promote", "user", account.id, {
      email: account.email,
      from: account.role,
      to: "admin",
    });
    return updated;
  });
  sessions.evictAccount(updated.id);
  return updated;
}

/**
 * Makes a staff account a customer again. Nobody demotes themselves, and the super admins are
 * locked first so the last one always stays.
 */
export async function demoteToCustomer({ db, sessions }: StaffDeps, actor: StaffActor, id: string) {
  const updated = await db.transaction(async (tx) => {
    const superAdmins = await lockSuperAdmins(tx);
    const account = await lockAccount(tx, id);
    if (!account) throw notFound(STAFF_MESSAGES.notFound);
    if (account.id === actor.staff.user.id) throw conflict(STAFF_MESSAGES.demoteSelf);
    if (!isStaff(account.role)) throw conflict(STAFF_MESSAGES.notStaff);
    if (account.role === "super_admin" && superAdmins.length <= 1) {
      throw conflict(STAFF_MESSAGES.lastSuperAdmin);
    }
    const updated = await setRole(tx, account.id, "customer");
    await announceSessionChange(tx, account.id);
    await recordStaffAction(tx, actor.staff, actor.request, "user.demote", "user", account.id, {
      email: account.email,
      from: account.role,
      to: "customer",
    });
    return updated;
  });
  sessions.evictAccount(updated.id);
  return updated;
}
