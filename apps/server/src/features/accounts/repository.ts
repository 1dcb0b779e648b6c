import { and, eq, ne } from "drizzle-orm";
import { insertPasswordAccount } from "../../access/password-accounts.ts";
import { resetIdentifierOf } from "../../access/reset-tokens.ts";
import type { DbOrTx } from "../../db/client.ts";
import { account, profiles, session, user, verification } from "../../db/schema/index.ts";

export interface AccountByEmail {
  id: string;
  name: string;
  emailVerified: boolean;
  firstName: string | null;
}

/** The account holding an e-mail address, with the first name its e-mails greet. */
export async function findAccountByEmail(
  db: DbOrTx,
  email: string,
): Promise<AccountByEmail | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      emailVerified: user.emailVerified,
      firstName: profiles.firstName,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.email, email))
    .limit(1);
  return row;
}

/** Inserts an unconfirmed customer unless the e-mail is taken; true when this call made it. */
export async function insertCustomerIfNew(
  tx: DbOrTx,
  row: { id: string; name: string; email: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(user)
    .values({ ...row, emailVerified: false, role: "customer" })
    .onConflictDoNothing({ target: user.email })
    .returning({ id: user.id });
  return inserted.length > 0;
}

/**
 * Makes `passwordHash` the account's only password: the same two statements whether or not
 * one was stored before, so a repeated registration costs what a new one does.
 */
export async function replacePasswordAccount(
  tx: DbOrTx,
  row: { id: string; userId: string; passwordHash: string },
) {
  await tx
    .delete(account)
    .where(and(eq(account.userId, row.userId), eq(account.providerId, "credential")));
  await insertPasswordAccount(tx, row);
}

export async function renameAccount(tx: DbOrTx, userId: string, name: string) {
  await tx.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
}

/** Writes the registration's profile fields, over any stored by an earlier registration. */
export async function replaceRegistrationProfile(
  tx: DbOrTx,
  row: { userId: string; firstName: string; lastName: string; mobile: string; postcode: string },
) {
  const { userId, ...fields } = row;
  await tx
    .insert(profiles)
    .values(row)
    .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, updatedAt: new Date() } });
}

/** A single-use reset token, stored the way better-auth's reset route looks it up. */
export async function insertResetToken(
  tx: DbOrTx,
  row: { id: string; token: string; userId: string; expiresAt: Date },
) {
  await tx.insert(verification).values({
    id: row.id,
    identifier: await resetIdentifierOf(row.token),
    value: row.userId,
    expiresAt: row.expiresAt,
  });
}

/** The Update Details screen's fields, from the account and its profile. */
export async function readProfileRow(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      email: user.email,
      name: user.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      mobile: profiles.mobile,
      postcode: profiles.postcode,
      address: profiles.address,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row;
}

export type ProfileChanges = Partial<
  Pick<typeof profiles.$inferInsert, "firstName" | "lastName" | "mobile" | "postcode" | "address">
>;

/** Writes the given profile fields, creating the profile if there is none. */
export async function upsertProfileFields(tx: DbOrTx, userId: string, changes: ProfileChanges) {
  await tx
    .insert(profiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...changes, updatedAt: new Date() } });
}

/** Sets the account's password and signs out every session but the one making the change. */
export async function changePassword(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
) {
  await tx
    .update(account)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  await tx.delete(session).where(and(eq(session.userId, userId), ne(session.id, keepSessionId)));
}

/** The hash of the account's password, or null for an account without one. */
export async function readPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .limit(1);
  return row?.password ?? null;
}
