import { fromNodeHeaders } from "better-auth/node";
import type { FastifyRequest } from "fastify";
import type { Auth } from "./auth.ts";

const MIN_SECRET_LENGTH = 32;

/**
 * The production-status Authentication check: better-auth is configured for this site (a
 * strong secret, the public URL as its base) and a fresh session read answers, past any cache.
 */
export async function authenticationWorks(
  auth: Auth,
  request: FastifyRequest,
  publicUrl: string,
): Promise<boolean> {
  const { secret, baseURL } = auth.options;
  if (typeof secret !== "string" || secret.length < MIN_SECRET_LENGTH || baseURL !== publicUrl) {
    return false;
  }
  try {
    const found = await auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      query: { disableCookieCache: true },
    });
    return found !== null;
  } catch {
    return false;
  }
}
