import { isStaff, isSuperAdmin, type Role } from "@automobi/domain";
import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import { AppError, forbidden, unauthenticated } from "../http/app-error.ts";
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

export async function requireUser(auth: Auth, request: FastifyRequest): Promise<CurrentSession> {
  const current = await readSession(auth, request);
  if (!current) throw unauthenticated();
  return current;
}

/** Staff routes: 401 without a session, 403 for a customer (or an admin on a super-admin route). */
export async function requireRole(
  auth: Auth,
  request: FastifyRequest,
  level: "staff" | "super_admin",
): Promise<CurrentSession> {
  const current = await requireUser(auth, request);
  if (!isStaff(current.user.role)) {
    throw forbidden("Access denied. Admin privileges required.");
  }
  if (level === "super_admin" && !isSuperAdmin(current.user.role)) {
    throw new AppError("FORBIDDEN", "Super admin access required", 403);
  }
  return current;
}

/**
 * Route option: checks the session before the request is validated, so a signed-out caller
 * gets 401 (and a customer on a staff route 403) whatever they sent.
 */
export function signedInFirst(
  auth: Auth,
  level: "customer" | "staff" | "super_admin" = "customer",
) {
  return async (request: FastifyRequest) => {
    if (level === "customer") await requireUser(auth, request);
    else await requireRole(auth, request, level);
  };
}
