import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { user, verification } from "../db/schema/index.ts";
import type { Auth } from "./auth.ts";
import { sessionCookieValue } from "./guards.ts";

const challengeCookieNames = new WeakMap<Auth, string>();

/** The two-factor plugin's sign-in challenge cookie name (`__Secure-` prefixed on https). */
async function challengeCookieName(auth: Auth): Promise<string> {
  let name = challengeCookieNames.get(auth);
  if (name === undefined) {
    name = (await auth.$context).createAuthCookie("two_factor").name;
    challengeCookieNames.set(auth, name);
  }
  return name;
}

/**
 * The address of the account whose sign-in waits for a code, from the challenge cookie the
 * password step set: the code step is counted against it by the sign-in limiter as a password
 * is (decision 042). The plugin checks the cookie's signature itself; an unknown or expired
 * challenge names nobody (null), and the plugin refuses it.
 */
export async function pendingSignInEmail(
  auth: Auth,
  db: Database,
  cookieHeader: string | undefined,
): Promise<string | null> {
  const raw = sessionCookieValue(cookieHeader, await challengeCookieName(auth));
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const identifier = value.slice(0, dot);
  const [row] = await db
    .select({ email: user.email, expiresAt: verification.expiresAt })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, identifier))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.email;
}
