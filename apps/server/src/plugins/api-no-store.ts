import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The Cache-Control of the route's successful answers, instead of no-store: only for
     * answers that depend on nothing but their URL and the right to see them (a photo's bytes).
     */
    cacheControl?: `private${string}`;
  }
}

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Answers under /api carry the signed-in customer's data (or say who is signed in), so no
 * browser or shared cache may keep them. Set on every /api answer (errors, 404s and better-auth's
 * proxied answers included) rather than route by route, so a new route cannot forget it. onSend
 * runs after the handler, so whatever a handler or better-auth set is replaced. A route may
 * declare a `private` Cache-Control for its 2xx answers; no shared cache may keep those either.
 */
export const apiNoStore = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply) => {
    if (!isApiPath(request.url.split("?")[0] ?? "")) return;
    const declared = request.routeOptions.config?.cacheControl;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    reply.header("cache-control", declared && ok ? declared : "no-store");
  });
});
