import type { Auth } from "../../auth/auth.ts";
import { RESET_TOKEN_SECONDS } from "../../auth/auth.ts";
import { newAuthId, newResetLink } from "../../auth/links.ts";
import type { Database, DbOrTx } from "../../db/client.ts";
import { greetingName } from "../../email/greeting.ts";
import type { Outbox } from "../../email/outbox.ts";
import { type AccountByEmail, findAccountByEmail, insertResetToken } from "./repository.ts";

export const RESET_REQUESTED_ANSWER = {
  status: true,
  message: "If this email exists in our system, check your email for the reset link",
} as const;

export interface PasswordResetDeps {
  auth: Auth;
  db: Database;
  outbox: Outbox;
}

/** Thrown inside the transaction to undo the stand-in work done for an unknown e-mail. */
class NoSuchAccount extends Error {}

/**
 * Stores a single-use reset token for the account and queues its e-mail, in `tx`: for the
 * forgot-password form below, and for a staff account made by the admin command.
 */
export async function queueResetLink(
  deps: PasswordResetDeps,
  tx: DbOrTx,
  email: string,
  found: AccountByEmail | undefined,
): Promise<string> {
  const { link, token } = await newResetLink(deps.auth);
  await insertResetToken(tx, {
    id: await newAuthId(deps.auth, "verification"),
    token,
    userId: found?.id ?? "",
    expiresAt: new Date(Date.now() + RESET_TOKEN_SECONDS * 1000),
  });
  await deps.outbox.enqueue(tx, email, "password-reset", {
    customerName: greetingName(found?.firstName, found?.name),
    customerEmail: email,
    resetLink: link,
  });
  return link;
}

/**
 * Forgot password: the token and its e-mail are written in one transaction, before the answer,
 * so a customer told to check their inbox has an e-mail on its way. An unknown e-mail does the
 * same work (lookup, token, rendering, outbox row) and rolls it back, so the answer takes a
 * similar time and nothing is sent (decision 004). Returns the link, or null when unknown.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
): Promise<string | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const found = await findAccountByEmail(tx, email);
      const link = await queueResetLink(deps, tx, email, found);
      if (!found) throw new NoSuchAccount();
      return link;
    });
  } catch (err) {
    if (err instanceof NoSuchAccount) return null;
    throw err;
  }
}
