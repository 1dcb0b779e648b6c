import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ERROR_CODES, isPagePath } from "@automobi/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { DOCUMENT_ONLY_HEADERS } from "./security-headers.ts";

const HASHED_ASSET = /^\/assets\//;

type Encoding = "br" | "gzip";

/** The compressed copy the client accepts (Accept-Encoding, q=0 meaning "not this"), br first. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? "")
      .toLowerCase()
      .split(",")
      .filter((part) => !/;\s*q=0(\.0*)?\s*$/.test(part))
      .map((part) => part.split(";")[0]?.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

const readIfExists = (file: string) => (existsSync(file) ? readFileSync(file) : null);

/** A page as the build wrote it: the HTML and its brotli and gzip copies when smaller. */
interface BuiltPage {
  html: Buffer;
  compressed: Record<Encoding, Buffer | null>;
}

function readPage(file: string): BuiltPage {
  return {
    html: readFileSync(file),
    compressed: { br: readIfExists(`${file}.br`), gzip: readIfExists(`${file}.gz`) },
  };
}

/**
 * The public pages the build prerendered (docs/decisions/019): dist/prerendered/<name>.html
 * for the path /<name> (home.html for /), by path.
 */
function readPrerendered(distDir: string): Map<string, BuiltPage> {
  const dir = join(distDir, "prerendered");
  const pages = new Map<string, BuiltPage>();
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    pages.set(name === "home" ? "/" : `/${name}`, readPage(join(dir, file)));
  }
  return pages;
}

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
 * Any other page path gets index.html too, where the app shows Page Not Found, but with
 * status 404 so that search engines do not index it; the pages are the domain's pagePaths,
 * the list the web routes on (docs/decisions/014).
 * The build writes brotli and gzip copies beside each asset (`x.js.br`, `x.js.gz`); the one
 * the client's Accept-Encoding allows is sent as it is, with no compression per request.
 * The public pages the build prerendered are sent as that HTML instead of index.html, for their
 * exact path with no query (the app hydrates it; a query may change what the page shows).
 */
export const staticSpa = fp(async (app: FastifyInstance, opts: { distDir: string }) => {
  const indexFile = join(opts.distDir, "index.html");
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const rel = path.slice(opts.distDir.length).replaceAll("\\", "/");
        const hashed = HASHED_ASSET.test(rel);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
        // The security headers were set on the raw response when the request arrived.
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
      },
    });
  }
  // The pages are sent by the handler below, not by @fastify/static, so it picks the build's
  // compressed copy itself.
  const indexPage = built ? readPage(indexFile) : null;
  const prerendered = built ? readPrerendered(opts.distDir) : new Map<string, BuiltPage>();

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    const isPage =
      (request.method === "GET" || request.method === "HEAD") &&
      !path.startsWith("/api/") &&
      path !== "/api" &&
      !HASHED_ASSET.test(path);
    if (!isPage) return notFoundJson(reply, request);
    if (!indexPage) {
      return reply
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built. Run `npm run build`.");
    }
    reply.status(isPagePath(path) ? 200 : 404);
    reply.header("cache-control", "no-cache").header("vary", "accept-encoding");
    reply.type("text/html; charset=utf-8");
    const page = (!request.url.includes("?") && prerendered.get(path)) || indexPage;
    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    const compressed = encoding ? page.compressed[encoding] : null;
    if (encoding && compressed) return reply.header("content-encoding", encoding).send(compressed);
    return reply.send(page.html);
  });
});
