import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Below this, compression saves less than it costs (and the headers it adds). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB (JSON lists, the sitemap, the SPA's page) with brotli or gzip,
 * as the client accepts. It acts only on routes registered after it, so it is registered before
 * them. Built assets come pre-compressed from the build: `@fastify/static` marks them with
 * Content-Encoding and they pass through untouched. Event streams (`text/event-stream`) are
 * never compressed by this plugin's type list, so nothing holds their events back.
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Brotli at the plugin's quality 4 and gzip: fast enough per request. No zstd: Node's is
    // still experimental.
    encodings: ["br", "gzip"],
    // Answers only: no client of this API sends compressed bodies, and decoding them would
    // only widen what one request can make the server do.
    globalDecompression: false,
  });
});
