import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  garageInvitations,
  garages,
  garageUsers,
  quotes,
  session,
  user,
} from "../../db/schema/index.ts";

// The garage portal's accounts: invitations, garage users, and a garage's suspension.

/** The garage a portal invitation is for, locked while an invitation is written. */
export async function lockGarageForInvitation(tx: DbOrTx, garageId: string) {
  const [row] = await tx
    .select({ id: garages.id, name: garages.name })
    .from(garages)
    .where(eq(garages.id, garageId))
    .for("update");
  return row;
}

/** The account an address already has, and the garage it belongs to when it is a garage's. */
export async function accountOfAddress(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ id: user.id, role: user.role, garageId: garageUsers.garageId })
    .from(user)
    .leftJoin(garageUsers, eq(garageUsers.userId, user.id))
    .where(eq(user.email, email));
  return row;
}

/** Withdraws the invitations still open to an address (for one garage, or for every one). */
export async function withdrawOpenInvitations(
  tx: DbOrTx,
  email: string,
  garageId?: string,
): Promise<number> {
  const withdrawn = await tx
    .update(garageInvitations)
    .set({ withdrawnAt: new Date() })
    .where(
      and(
        eq(garageInvitations.email, email),
        garageId ? eq(garageInvitations.garageId, garageId) : undefined,
        isNull(garageInvitations.usedAt),
        isNull(garageInvitations.withdrawnAt),
      ),
    )
    .returning({ id: garageInvitations.id });
  return withdrawn.length;
}

export async function insertInvitation(
  tx: DbOrTx,
  row: { garageId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
) {
  const [created] = await tx
    .insert(garageInvitations)
    .values(row)
    .returning({ id: garageInvitations.id, expiresAt: garageInvitations.expiresAt });
  return created!;
}

/**
 * An invitation by its token's digest while it can still be used: not used, not withdrawn, not
 * expired (by the database's clock). `lock` holds it for the acceptance's transaction.
 */
export async function openInvitation(tx: DbOrTx, tokenHash: string, lock = false) {
  const query = tx
    .select({
      id: garageInvitations.id,
      garageId: garageInvitations.garageId,
      email: garageInvitations.email,
      expiresAt: garageInvitations.expiresAt,
      garageName: garages.name,
    })
    .from(garageInvitations)
    .innerJoin(garages, eq(garages.id, garageInvitations.garageId))
    .where(
      and(
        eq(garageInvitations.tokenHash, tokenHash),
        isNull(garageInvitations.usedAt),
        isNull(garageInvitations.withdrawnAt),
        gt(garageInvitations.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for("update", { of: garageInvitations }) : await query;
  return row;
}

export async function markInvitationUsed(tx: DbOrTx, id: string) {
  await tx
    .update(garageInvitations)
    .set({ usedAt: new Date() })
    .where(eq(garageInvitations.id, id));
}

/** A new garage user: the account (confirmed: the invitation reached its inbox) and its garage. */
export async function insertGarageUser(
  tx: DbOrTx,
  row: { id: string; name: string; email: string; garageId: string },
) {
  await tx.insert(user).values({
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: true,
    role: "garage",
  });
  await tx.insert(garageUsers).values({ userId: row.id, garageId: row.garageId });
}

/** The garage, its row locked, for a suspension or a reinstatement. */
export async function lockGarageForSuspension(tx: DbOrTx, garageId: string) {
  const [row] = await tx
    .select({ id: garages.id, suspendedAt: garages.suspendedAt })
    .from(garages)
    .where(eq(garages.id, garageId))
    .for("update");
  return row;
}

export async function setSuspended(tx: DbOrTx, garageId: string, at: Date | null) {
  await tx
    .update(garages)
    .set({ suspendedAt: at, updatedAt: new Date() })
    .where(eq(garages.id, garageId));
}

/** The garage's quotes still awaiting the customer's answer. */
export async function pendingQuotesOf(tx: DbOrTx, garageId: string) {
  const rows = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.garageId, garageId), eq(quotes.status, "pending")));
  return rows.map((row) => row.id);
}

/** Ends every session of the garage's users; answers their ids. */
export async function endGarageSessions(tx: DbOrTx, garageId: string) {
  const users = await tx
    .select({ id: garageUsers.userId })
    .from(garageUsers)
    .where(eq(garageUsers.garageId, garageId));
  const ids = users.map((row) => row.id);
  if (ids.length > 0) await tx.delete(session).where(inArray(session.userId, ids));
  return ids;
}
