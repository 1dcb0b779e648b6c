import { randomBytes } from "node:crypto";
import { normaliseEmail, type Role } from "@automobi/domain";
import { eq } from "drizzle-orm";
import type { Auth } from "../access/auth.ts";
import { newAuthId } from "../access/links.ts";
import { insertPasswordAccount } from "../access/password-accounts.ts";
import { announceSessionChange } from "../access/session-cache.ts";
import type { Database } from "../db/client.ts";
import { user } from "../db/schema/index.ts";
import type { Outbox } from "../email/outbox.ts";
import { findAccountByEmail } from "../features/accounts/repository.ts";
import { queueResetLink } from "../features/accounts/service.ts";
import { recordStaffAction } from "../records/audit.ts";

/** A refusal to show the operator as is (no stack trace). */
export class CommandError extends Error {}

/** Structured log lines: who and what, never a password, token or link. */
export interface CommandLog {
  info(fields: Record<string, unknown>, message: string): void;
}

/**
 * `grant <email> <role>`: changes an existing account's role, with an audit-log row. The
 * running servers drop the account's cached sessions when it commits (decision 016).
 */
export async function grantRole(
  deps: { db: Database; log: CommandLog },
  rawEmail: string,
  role: Role,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const changed = await deps.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.email, email))
      .for("update");
    if (!existing) throw new CommandError(`No account with the e-mail ${email}.`);
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, existing.id));
    await announceSessionChange(tx, existing.id);
    await recordStaffAction(tx, null, null, "user.role_change", "user", existing.id, {
      from: existing.role,
      to: role,
      via: "admin command",
    });
    return { userId: existing.id, from: existing.role };
  });
  deps.log.info({ ...changed, to: role, via: "admin command" }, "auth: role changed");
  return `${email} is now ${role} (was ${changed.from}).`;
}

/**
 * `create <email> [role]`: a confirmed staff account with an unguessable password nobody knows,
 * and a single-use link (valid 1 hour, also e-mailed) where its owner sets their own. The
 * account, the audit row, the token and the e-mail are one transaction.
 */
export async function createStaff(
  deps: { auth: Auth; db: Database; outbox: Outbox; log: CommandLog },
  rawEmail: string,
  role: Role,
): Promise<string[]> {
  const { auth, db } = deps;
  const email = normaliseEmail(rawEmail);
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(randomBytes(24).toString("base64url"));
  const userId = await newAuthId(auth, "user");
  const accountId = await newAuthId(auth, "account");
  const link = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(user)
      .values({ id: userId, email, name: email.split("@")[0] ?? email, emailVerified: true, role })
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id });
    if (inserted.length === 0) {
      throw new CommandError(`${email} already has an account; use grant to change its role.`);
    }
    await insertPasswordAccount(tx, { id: accountId, userId, passwordHash });
    await recordStaffAction(tx, null, null, "user.create_staff", "user", userId, {
      role,
      via: "admin command",
    });
    const created = await findAccountByEmail(tx, email);
    return queueResetLink(deps, tx, email, created);
  });
  deps.log.info({ userId, role, via: "admin command" }, "auth: staff account created");
  return [`Created ${role} ${email}.`, `Set the password within 1 hour: ${link}`];
}
