import { createHash, randomBytes, randomUUID } from "node:crypto";
import { ERROR_CODES } from "@automobi/domain";
import { verifyJWT } from "better-auth/crypto";
import { and, eq, gt, like } from "drizzle-orm";
import type { Auth } from "../../access/auth.ts";
import { RESET_TOKEN_SECONDS } from "../../access/auth.ts";
import { CONFIRM_TOKEN_SECONDS } from "../../access/confirmation.ts";
import { newAuthId, newResetLink } from "../../access/links.ts";
import { withdrawResetLinks } from "../../access/reset-tokens.ts";
import { announceSessionChange } from "../../access/session-cache.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { session, user, verification } from "../../db/schema/index.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { AppError } from "../../http/app-error.ts";
import { invalidLink } from "./confirm-registration.ts";
import { findAccountByEmail, insertResetToken } from "./repository.ts";

/** How long the old address can undo an e-mail change. */
export const UNDO_EMAIL_CHANGE_DAYS = 7;

/**
 * An undo link is `<account id>.<secret>`; the secret is stored as its SHA-256 digest under the
 * account, with the address to restore, so a copy of the database undoes nothing and every undo
 * link of an account can be withdrawn at once.
 */
const undoPrefix = (userId: string) => `email-change-undo:${userId}:`;
const digest = (secret: string) => createHash("sha256").update(secret).digest("base64url");
/** When the account's last change was undone: change links made before it are refused. */
const undoneIdentifier = (userId: string) => `email-change-undone:${userId}`;

interface ChangeClaims {
  oldEmail: string;
  newEmail: string;
  userId: string;
  issuedAt: number;
}

/** better-auth's e-mail change token (sent to the new address), checked and read. */
async function changeClaims(secret: string, token: string): Promise<ChangeClaims | null> {
  const payload = await verifyJWT(token, secret);
  if (payload?.requestType !== "change-email-verification") return null;
  const { email, updateTo, userId, iat } = payload;
  if (typeof email !== "string" || typeof updateTo !== "string") return null;
  if (typeof userId !== "string" || typeof iat !== "number") return null;
  return { oldEmail: email, newEmail: updateTo, userId, issuedAt: iat };
}

async function undoneAt(tx: DbOrTx, userId: string): Promise<number | null> {
  const [row] = await tx
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, undoneIdentifier(userId)),
        gt(verification.expiresAt, new Date()),
      ),
    );
  return row ? Number(row.value) : null;
}

/**
 * The new address's link: in one transaction the account takes the new address, the old one is
 * e-mailed a notice with a link that undoes the change for 7 days, and every session cache drops
 * the account. Null when the link is forged, expired, already used, made before the account's
 * last undo, or the new address has meanwhile been taken.
 */
export async function confirmEmailChange(
  deps: { auth: Auth; db: Database; outbox: Outbox },
  token: string,
): Promise<{ userId: string } | null> {
  const ctx = await deps.auth.$context;
  const claims = await changeClaims(ctx.secret, token);
  if (!claims) return null;
  const secret = randomBytes(24).toString("base64url");
  const undoLink = `${ctx.options.baseURL}/undo-email-change?token=${claims.userId}.${secret}`;
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, claims.userId))
      .for("update");
    if (!account || account.email !== claims.oldEmail) return null;
    const undone = await undoneAt(tx, claims.userId);
    if (undone !== null && claims.issuedAt * 1000 <= undone) return null;
    if (await findAccountByEmail(tx, claims.newEmail)) return null;
    const owner = await findAccountByEmail(tx, claims.oldEmail);
    await tx
      .update(user)
      .set({ email: claims.newEmail, updatedAt: new Date() })
      .where(eq(user.id, claims.userId));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `${undoPrefix(claims.userId)}${digest(secret)}`,
      value: claims.oldEmail,
      expiresAt: new Date(Date.now() + UNDO_EMAIL_CHANGE_DAYS * 24 * 60 * 60 * 1000),
    });
    await deps.outbox.enqueue(tx, claims.oldEmail, "email-changed", {
      customerName: greetingName(owner?.firstName, owner?.name),
      oldEmail: claims.oldEmail,
      newEmail: claims.newEmail,
      undoLink,
    });
    await announceSessionChange(tx, claims.userId);
    return { userId: claims.userId };
  });
}

/**
 * The old address's undo link: in one transaction the account gets that address back, every
 * session of the account ends, every reset link and other undo link is withdrawn, change links
 * made before now stop working, and a fresh reset link is made, which the page opens at once so
 * the owner chooses a new password. The undo link works once.
 */
export async function undoEmailChange(
  deps: { auth: Auth; db: Database },
  token: string,
): Promise<{ userId: string; email: string; resetToken: string }> {
  const dot = token.lastIndexOf(".");
  const userId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (dot <= 0 || !secret) throw invalidLink();
  const reset = await newResetLink(deps.auth);
  const resetId = await newAuthId(deps.auth, "verification");
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(verification)
      .where(
        and(
          eq(verification.identifier, `${undoPrefix(userId)}${digest(secret)}`),
          gt(verification.expiresAt, new Date()),
        ),
      )
      .returning({ email: verification.value });
    if (!used) throw invalidLink();
    const [account] = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (!account) throw invalidLink();
    const holder = await findAccountByEmail(tx, used.email);
    if (holder && holder.id !== userId) {
      throw new AppError(
        ERROR_CODES.CONFLICT,
        "This address now belongs to another account, so the change cannot be undone. Please contact support.",
        409,
      );
    }
    const now = new Date();
    await tx
      .update(user)
      .set({ email: used.email, emailVerified: true, updatedAt: now })
      .where(eq(user.id, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await withdrawResetLinks(tx, userId);
    await tx.delete(verification).where(like(verification.identifier, `${undoPrefix(userId)}%`));
    await tx.delete(verification).where(eq(verification.identifier, undoneIdentifier(userId)));
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: undoneIdentifier(userId),
      value: String(now.getTime()),
      expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_SECONDS * 1000),
    });
    await insertResetToken(tx, {
      id: resetId,
      token: reset.token,
      userId,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_SECONDS * 1000),
    });
    await announceSessionChange(tx, userId);
    return { userId, email: used.email, resetToken: reset.token };
  });
}
