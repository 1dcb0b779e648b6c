import { ERROR_CODES } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** better-auth's session cookie, with or without the `__Secure-` prefix used over https. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Cross-site request forgery guard for our own state-changing routes (better-auth checks its
 * own). A request from another site is refused. One that carries a session cookie must also
 * prove it comes from our pages: a matching Origin, or `Sec-Fetch-Site: same-origin` (browsers
 * send both on every fetch that changes something). A client that sends neither, such as a
 * script or an old browser stripping them, gets no use of a cookie it holds.
 */
export const originCheck = fp(
  async (
    app: FastifyInstance,
    opts: {
      allowedOrigins: string[];
      /** `route` is the matched route's pattern, undefined when none matched. */
      exempt: (path: string, route: string | undefined) => boolean;
    },
  ) => {
    const allowed = new Set(opts.allowedOrigins.map((o) => new URL(o).origin));
    app.addHook("onRequest", async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = request.url.split("?")[0] ?? "";
      if (!path.startsWith("/api/") || opts.exempt(path, request.routeOptions.url)) return;
      const origin = request.headers.origin;
      const fetchSite = request.headers["sec-fetch-site"];
      const foreignOrigin = origin !== undefined && (origin === "null" || !allowed.has(origin));
      const provenSameOrigin =
        (origin !== undefined && allowed.has(origin)) || fetchSite === "same-origin";
      const cookie = request.headers.cookie ?? "";
      if (
        foreignOrigin ||
        fetchSite === "cross-site" ||
        (!provenSameOrigin && SESSION_COOKIE.test(cookie))
      ) {
        request.log.warn({ origin, fetchSite, path }, "refused a cross-site request");
        return reply.status(403).send({
          error: { code: ERROR_CODES.FORBIDDEN, message: "Cross-site requests are not allowed." },
        });
      }
    });
  },
);
