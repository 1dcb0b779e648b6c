import { randomBytes, randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { and, eq, gt } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { verification } from "../db/schema/index.ts";

/** Confirmation links last an hour, as better-auth's own do. */
export const CONFIRM_TOKEN_SECONDS = 60 * 60;

/** What signs a link and where it points: better-auth's secret and base URL. */
export interface LinkSigner {
  secret: string;
  baseURL: string;
}

/**
 * Confirmation links are better-auth's signed tokens, which store nothing and so could not be
 * withdrawn. Each one we send also carries a `registration` claim naming the newest
 * registration of the account, stored here; a registration or a resend replaces it. A link
 * whose claim is not the stored one is refused (decision 007). The current one does not confirm
 * by itself either: its page asks whoever followed it for the password, and only then is the
 * account confirmed, with that password (decision 038). better-auth never sees these links.
 */
const identifierOf = (userId: string) => `email-confirmation:${userId}`;

/** Replaces the account's current registration and returns the one link that confirms it. */
export async function issueConfirmationLink(
  tx: DbOrTx,
  signer: LinkSigner,
  account: { email: string; userId: string; callbackURL: string },
): Promise<string> {
  const registration = randomBytes(18).toString("base64url");
  await tx.delete(verification).where(eq(verification.identifier, identifierOf(account.userId)));
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(account.userId),
    value: registration,
    expiresAt: new Date(Date.now() + CONFIRM_TOKEN_SECONDS * 1000),
  });
  const token = await createEmailVerificationToken(
    signer.secret,
    account.email,
    undefined,
    CONFIRM_TOKEN_SECONDS,
    { userId: account.userId, registration },
  );
  return `${signer.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(account.callbackURL)}`;
}

/** True for an e-mail change's token (it names the new address), before any check of it. */
export function isEmailChangeToken(token: string): boolean {
  const payload = token.split(".")[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims?.updateTo === "string" && claims.updateTo !== "";
  } catch {
    return false;
  }
}

/** True while the link names the account's current registration (not withdrawn or used). */
export async function isCurrentRegistration(
  db: DbOrTx,
  claims: ConfirmationClaims,
): Promise<boolean> {
  const [row] = await db
    .select({ value: verification.value })
    .from(verification)
    .where(
      and(
        eq(verification.identifier, identifierOf(claims.userId)),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.value === claims.registration;
}

/** A confirmation link's claims, once its signature and expiry are checked. */
export interface ConfirmationClaims {
  email: string;
  userId: string;
  registration: string;
}

/**
 * The claims of a registration's confirmation link, or null for anything else: a forged, expired
 * or malformed token, or an e-mail change's (which names the address it changes to).
 */
export async function verifiedConfirmation(
  secret: string,
  token: string,
): Promise<ConfirmationClaims | null> {
  const payload = await verifyJWT(token, secret);
  if (!payload || payload.updateTo) return null;
  const { email, userId, registration } = payload;
  if (typeof email !== "string" || typeof userId !== "string") return null;
  if (typeof registration !== "string") return null;
  return { email, userId, registration };
}

/**
 * Uses up the account's current registration, in the transaction that confirms it: true when
 * the link was still the current one, so a link works once and a withdrawn one never.
 */
export async function consumeConfirmation(tx: DbOrTx, claims: ConfirmationClaims) {
  const used = await tx
    .delete(verification)
    .where(
      and(
        eq(verification.identifier, identifierOf(claims.userId)),
        eq(verification.value, claims.registration),
        gt(verification.expiresAt, new Date()),
      ),
    )
    .returning({ id: verification.id });
  return used.length > 0;
}

/** The page where the person who followed a current link sets the password (decision 038). */
export function confirmationPage(token: string, callbackURL: string | undefined): string {
  const query = new URLSearchParams({ token });
  if (callbackURL) query.set("callbackURL", callbackURL);
  return `/confirm-email?${query}`;
}

/** Where a refused link lands: the page it names, told why, as better-auth does. */
export function refusedConfirmationRedirect(callbackURL: string | undefined): string {
  const target =
    callbackURL?.startsWith("/") && !callbackURL.startsWith("//") ? callbackURL : "/login";
  return `${target}${target.includes("?") ? "&" : "?"}error=INVALID_TOKEN`;
}
