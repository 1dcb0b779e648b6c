import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { onlyRow } from "../../db/rows.ts";
import { user } from "../../db/schema/index.ts";

const staffColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  role: user.role,
  createdAt: user.createdAt,
};

/** Admins and super admins: super admins first, then by e-mail. */
export async function listStaff(db: DbOrTx) {
  return db
    .select(staffColumns)
    .from(user)
    .where(inArray(user.role, ["admin", "super_admin"]))
    .orderBy(asc(user.role), asc(user.email));
}

export async function lockAccountByEmail(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ ...staffColumns, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .for("update");
  return row;
}

export async function lockAccount(tx: DbOrTx, id: string) {
  const [row] = await tx.select(staffColumns).from(user).where(eq(user.id, id)).for("update");
  return row;
}

/** Locks every super admin, so two demotions at once cannot leave none. */
export async function lockSuperAdmins(tx: DbOrTx) {
  return tx
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, "super_admin"))
    .orderBy(asc(user.id))
    .for("update");
}

export async function setRole(tx: DbOrTx, id: string, role: "customer" | "admin") {
  return onlyRow(
    await tx
      .update(user)
      .set({ role, updatedAt: new Date() })
      .where(eq(user.id, id))
      .returning(staffColumns),
    "the account's new role",
  );
}
