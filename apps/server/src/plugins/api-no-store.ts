import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Answers under /api carry the signed-in customer's data (or say who is signed in), so no
 * browser or shared cache may keep them. Set on every /api answer (errors, 404s and better-auth's
 * proxied answers included) rather than route by route, so a new route cannot forget it. onSend
 * runs after the handler, so whatever a handler or better-auth set is replaced.
 */
export const apiNoStore = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request, reply) => {
    if (isApiPath(request.url.split("?")[0] ?? "")) reply.header("cache-control", "no-store");
  });
});
