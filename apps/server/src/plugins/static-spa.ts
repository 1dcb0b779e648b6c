import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES } from "@automobi/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

const HASHED_ASSET = /^\/assets\//;

function notFoundJson(reply: FastifyReply, request: FastifyRequest) {
  return reply.status(404).send({
    error: {
      code: ERROR_CODES.NOT_FOUND,
      message: `No route for ${request.method} ${request.url.split("?")[0]}`,
    },
  });
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every client
 * route (never cached, so a deploy is picked up at once), and JSON 404s under /api.
 */
export const staticSpa = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = join(opts.distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const rel = path.slice(opts.distDir.length).replaceAll("\\", "/");
        reply.header(
          "cache-control",
          HASHED_ASSET.test(rel) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  const indexHtml = built ? readFileSync(indexFile, "utf8") : null;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      !HASHED_ASSET.test(path);
    if (!isPage) return notFoundJson(reply, request);
    if (!indexHtml) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built. Run `npm run build`.");
    }
    return reply
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(indexHtml);
  });
});
