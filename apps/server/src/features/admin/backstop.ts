import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Auth } from "../../auth/auth.ts";
import { requireRole } from "../../auth/guards.ts";

const isAdminPath = (path: string | undefined) =>
  path !== undefined && (path === "/api/admin" || path.startsWith("/api/admin/"));

/** The route a request reached, or its raw path when none matched (a 404 gets the same check). */
function adminBound(request: FastifyRequest): boolean {
  return isAdminPath(request.routeOptions.url) || isAdminPath(request.url.split("?")[0]);
}

/**
 * A second line behind each staff route's own guard: anything under /api/admin answers 401
 * without a session and 403 for a customer before its handler runs, so a route that forgets
 * its guard is still closed. Super-admin routes keep their own, stricter check. The session is
 * looked up once per request, so the route's guard costs nothing more.
 */
export const adminBackstop = fp(async (app: FastifyInstance, opts: { auth: Auth }) => {
  app.addHook("onRequest", async (request) => {
    if (adminBound(request)) await requireRole(opts.auth, request, "staff");
  });
});
