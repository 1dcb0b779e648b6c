import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { account, profiles, user, verification } from "../../db/schema/index.ts";

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

/** The e-mail-and-password account row, in the shape better-auth's sign-in reads. */
export async function insertPasswordAccount(
  tx: DbOrTx,
  row: { id: string; userId: string; passwordHash: string },
) {
  await tx.insert(account).values({
    id: row.id,
    userId: row.userId,
    accountId: row.userId,
    providerId: "credential",
    password: row.passwordHash,
  });
}

export async function insertProfileIfAbsent(tx: DbOrTx, row: typeof profiles.$inferInsert) {
  await tx.insert(profiles).values(row).onConflictDoNothing();
}

/** A single-use reset token, stored the way better-auth's reset route looks it up. */
export async function insertResetToken(
  tx: DbOrTx,
  row: { id: string; token: string; userId: string; expiresAt: Date },
) {
  await tx.insert(verification).values({
    id: row.id,
    identifier: `reset-password:${row.token}`,
    value: row.userId,
    expiresAt: row.expiresAt,
  });
}
