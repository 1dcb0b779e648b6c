import { generateId } from "better-auth";
import { symmetricEncrypt } from "better-auth/crypto";
import { inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";

/**
 * The demo staff accounts' authenticator key (base32, as an app takes it; in the README), so
 * that anyone can sign in to the demo's admin side with a code (decision 042). A real account
 * sets up its own key at its first sign-in.
 */
export const DEMO_STAFF_TOTP_SECRET = "AUTOMOBIDEMOADMINSTAFFTOTPSECRET";

/**
 * Turns two-step verification on for the given accounts with the published key, stored as
 * the two-factor plugin stores a key it made itself: encrypted with the auth secret (the
 * plugin reads a `base32:` value as that key). They have no recovery codes.
 */
export async function enrolDemoStaff(tx: Tx, authSecret: string, userIds: string[]) {
  if (userIds.length === 0) return;
  const secret = await symmetricEncrypt({
    key: authSecret,
    data: `base32:${DEMO_STAFF_TOTP_SECRET}`,
  });
  await tx.insert(schema.twoFactor).values(
    userIds.map((userId) => ({ id: generateId(), userId, secret, backupCodes: "[]" })),
  );
  await tx
    .update(schema.user)
    .set({ twoFactorEnabled: true })
    .where(inArray(schema.user.id, userIds));
}

