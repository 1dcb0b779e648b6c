import { ERROR_CODES } from "@automobi/domain";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for our own state-changing routes (better-auth checks its
 * own). A browser always sends Origin on such requests; one from another site is refused.
 * Requests without Origin come from non-browser clients, which hold no victim's cookie.
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
      if (foreignOrigin || fetchSite === "cross-site") {
        request.log.warn({ origin, path }, "refused a cross-site request");
        return reply.status(403).send({
          error: { code: ERROR_CODES.FORBIDDEN, message: "Cross-site requests are not allowed." },
        });
      }
    });
  },
);
