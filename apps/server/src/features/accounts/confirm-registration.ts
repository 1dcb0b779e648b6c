import { ERROR_CODES } from "@automobi/domain";
import { INVALID_LINK_MESSAGE } from "@automobi/domain/schemas";
import { eq } from "drizzle-orm";
import type { Auth } from "../../access/auth.ts";
import { consumeConfirmation, verifiedConfirmation } from "../../access/confirmation.ts";
import { newAuthId } from "../../access/links.ts";
import { checkNewPassword } from "../../access/password-accounts.ts";
import type { Database } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { replacePasswordAccount } from "./repository.ts";

/** An expired, withdrawn or used link: its page offers to send a new one. */
export const invalidLink = () =>
  new AppError(ERROR_CODES.VALIDATION_FAILED, INVALID_LINK_MESSAGE, 400, {
    token: INVALID_LINK_MESSAGE,
  });

/**
 * Confirms a registration from its link's page, with the password typed there: in one
 * transaction the link is used up, that password replaces whatever an earlier registration of
 * the address stored, and the account is confirmed. Whoever registered the address last, only
 * the person who can read its inbox chooses the password that works (decision 038).
 * Returns the address, so that the customer can be signed in with the same password.
 */
export async function confirmRegistration(
  deps: { auth: Auth; db: Database },
  token: string,
  password: string,
): Promise<{ email: string; userId: string }> {
  const ctx = await deps.auth.$context;
  const claims = await verifiedConfirmation(ctx.secret, token);
  if (!claims) throw invalidLink();
  checkNewPassword(password, "password");
  const passwordHash = await ctx.password.hash(password);
  const accountId = await newAuthId(deps.auth, "account");
  return deps.db.transaction(async (tx) => {
    if (!(await consumeConfirmation(tx, claims))) throw invalidLink();
    const [account] = await tx
      .select({ id: user.id, email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.id, claims.userId))
      .for("update");
    if (!account || account.email !== claims.email || account.emailVerified) throw invalidLink();
    await replacePasswordAccount(tx, { id: accountId, userId: account.id, passwordHash });
    await tx
      .update(user)
      .set({ emailVerified: true, updatedAt: new Date() })
      .where(eq(user.id, account.id));
    return { email: account.email, userId: account.id };
  });
}
