import { randomBytes, randomUUID } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
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
 * whose claim is not the stored one is refused before better-auth sees it, so only the link
 * sent with the password last chosen can confirm the account (decision 007).
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

interface TokenClaims {
  userId?: unknown;
  updateTo?: unknown;
  registration?: unknown;
}

/** The token's claims, unverified: better-auth checks the signature itself afterwards. */
function claimsOf(token: string): TokenClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * True when a verify-email token may go on to better-auth: an e-mail change (better-auth's own
 * single-purpose token), or a confirmation naming the account's current registration.
 */
export async function isCurrentConfirmation(db: DbOrTx, token: string): Promise<boolean> {
  const claims = claimsOf(token);
  if (!claims) return true; // Not a token at all: better-auth refuses it with its own answer.
  if (typeof claims.updateTo === "string" && claims.updateTo) return true;
  if (typeof claims.userId !== "string" || typeof claims.registration !== "string") return false;
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

/** Where a refused link lands: the page it names, told why, as better-auth does. */
export function refusedConfirmationRedirect(callbackURL: string | undefined): string {
  const target =
    callbackURL?.startsWith("/") && !callbackURL.startsWith("//") ? callbackURL : "/login";
  return `${target}${target.includes("?") ? "&" : "?"}error=INVALID_TOKEN`;
}
