import type { Role } from "@automobi/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { Auth } from "./auth.ts";
import type { SessionCache } from "./session-cache.ts";
import type { CurrentSession } from "./signed-in.ts";

export type { CurrentSession, SignedInUser } from "./signed-in.ts";

const sessionsByRequest = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

/**
 * The session from the request's cookie, checked against the database (or taken from the
 * session cache, when given, which the database's changes evict: decision 016); null when
 * signed out. Looked up once per request: the guard hook and the handler share the answer.
 */
export function readSession(
  auth: Auth,
  request: FastifyRequest,
  cache?: SessionCache,
): Promise<CurrentSession | null> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = cache ? cachedSession(auth, request, cache) : lookUpSession(auth, request);
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

/**
 * The session as it is now, not as the request found it: for a long-lived answer (an event
 * stream) that checks from time to time that its reader is still signed in.
 */
export function sessionNow(
  auth: Auth,
  request: FastifyRequest,
  cache?: SessionCache,
): Promise<CurrentSession | null> {
  return cache ? cachedSession(auth, request, cache) : lookUpSession(auth, request);
}

const cookieNames = new WeakMap<Auth, string>();

/** better-auth's session cookie name (`__Secure-` prefixed on https), read once per instance. */
async function sessionCookieName(auth: Auth): Promise<string> {
  let name = cookieNames.get(auth);
  if (name === undefined) {
    name = (await auth.$context).authCookies.sessionToken.name;
    cookieNames.set(auth, name);
  }
  return name;
}

/**
 * The session cookie's value, when the header carries exactly one: it is all getSession reads
 * (it also checks its signature, so an altered value never matches a stored one). With none,
 * or two of that name, there is no key and the request goes to better-auth as before.
 */
export function sessionCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const prefix = `${name}=`;
  let found: string | undefined;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(prefix.length);
  }
  return found || undefined;
}

async function cachedSession(
  auth: Auth,
  request: FastifyRequest,
  cache: SessionCache,
): Promise<CurrentSession | null> {
  const key = sessionCookieValue(request.headers.cookie, await sessionCookieName(auth));
  if (key === undefined) return lookUpSession(auth, request);
  const hit = cache.get(key);
  if (hit) return hit;
  const generation = cache.generation;
  const found = await fromDatabase(auth, request);
  if (!found) return null;
  cache.store(key, found.current, found.expiresAt, generation);
  return found.current;
}

async function lookUpSession(auth: Auth, request: FastifyRequest): Promise<CurrentSession | null> {
  return (await fromDatabase(auth, request))?.current ?? null;
}

async function fromDatabase(auth: Auth, request: FastifyRequest) {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string; twoFactorEnabled?: boolean };
  // Shared by every request the cache answers: nobody may change it.
  const current: CurrentSession = Object.freeze({
    user: Object.freeze({
      id: u.id,
      email: u.email,
      name: u.name,
      role: (u.role ?? "customer") as Role,
      emailVerified: u.emailVerified,
      twoFactorEnabled: u.twoFactorEnabled === true,
    }),
    sessionId: result.session.id,
    sessionToken: result.session.token,
  });
  return { current, expiresAt: new Date(result.session.expiresAt) };
}
