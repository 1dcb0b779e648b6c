import { createHash } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { verification } from "../db/schema/index.ts";

const RESET_PREFIX = "reset-password:";

/**
 * Reset tokens are stored as their SHA-256 digest, so a copy of the database opens no account.
 * The prefix stays readable: it is how an account's outstanding reset links are found and
 * withdrawn. better-auth's reset routes store and look tokens up through this same function
 * (its `verification.storeIdentifier` option).
 */
export async function storedResetIdentifier(identifier: string): Promise<string> {
  const token = identifier.startsWith(RESET_PREFIX)
    ? identifier.slice(RESET_PREFIX.length)
    : identifier;
  return `${RESET_PREFIX}${createHash("sha256").update(token).digest("base64url")}`;
}

/** The verification row's identifier for a reset token, as stored. */
export const resetIdentifierOf = (token: string) =>
  storedResetIdentifier(`${RESET_PREFIX}${token}`);

/**
 * Withdraws every outstanding reset link of an account: after a reset or a password change an
 * older link must not set the password again.
 */
export async function withdrawResetLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${RESET_PREFIX}%`)));
}
