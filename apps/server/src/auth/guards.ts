import type { Role } from "@automobi/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { Auth } from "./auth.ts";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
}

export interface CurrentSession {
  user: SignedInUser;
  sessionId: string;
  sessionToken: string;
}

const sessionsByRequest = new WeakMap<FastifyRequest, Promise<CurrentSession | null>>();

/**
 * The session from the request's cookie, checked against the database; null when signed out.
 * Looked up once per request: the guard hook and the handler share the answer.
 */
export function readSession(auth: Auth, request: FastifyRequest): Promise<CurrentSession | null> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = lookUpSession(auth, request);
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

async function lookUpSession(auth: Auth, request: FastifyRequest): Promise<CurrentSession | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const u = result.user as typeof result.user & { role?: string };
  return {
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      role: (u.role ?? "customer") as Role,
      emailVerified: u.emailVerified,
    },
    sessionId: result.session.id,
    sessionToken: result.session.token,
  };
}
