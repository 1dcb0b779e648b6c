import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Below this, compression saves less than it costs (and the headers it adds). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** The answers worth compressing: JSON, pages, XML, text, scripts. Never event streams. */
const COMPRESSIBLE = /^(?:application\/(?:json|xml|xhtml\+xml|javascript)|text\/(?!event-stream))/i;

/**
 * The cheapest levels: for a 24 KB list, brotli at quality 1 takes about 22 µs and leaves
 * 1.2 KB (quality 4: 58 µs, 0.85 KB), gzip at level 1 about 26 µs and 1.4 KB (level 6: 52 µs,
 * 1.35 KB). Past a twentieth of the size, a smaller answer is not worth the CPU (decision 062).
 */
const BROTLI_QUALITY = 1;
const GZIP_LEVEL = 1;

type Encoding = "br" | "gzip";

/**
 * The encoding to answer in: brotli when the client accepts it, else gzip, else none. A coding
 * with q=0 is refused; `*` stands for any coding not named.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: Encoding) => (weights.get(coding) ?? weights.get("*") ?? 0) > 0;
  if (accepted("br")) return "br";
  if (accepted("gzip")) return "gzip";
  return null;
}

function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: GZIP_LEVEL });
}

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  const current = Array.isArray(vary) ? vary.join(", ") : String(vary ?? "");
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header("vary", current ? `${current}, Accept-Encoding` : "Accept-Encoding");
}

/**
 * Compresses answers over 1 KB (JSON lists, the sitemap, server-written pages) with brotli or
 * gzip, as the client accepts, in one synchronous call per answer: a compression stream per
 * answer cost several times more than the bytes it saved (decision 062). Answers already
 * encoded pass untouched: built assets and the SPA's page come pre-compressed from the build,
 * marked with Content-Encoding by `@fastify/static`. Streams are left as they are.
 */
export const compression = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.hasHeader("content-encoding")) return payload;
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = typeof payload === "string" ? Buffer.from(payload) : payload;
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = negotiateEncoding(request.headers["accept-encoding"]);
    if (!encoding || reply.statusCode === 204 || reply.statusCode === 304) return payload;
    const compressed = compressSync(body, encoding);
    reply.header("content-encoding", encoding);
    reply.header("content-length", compressed.length);
    return compressed;
  });
});
