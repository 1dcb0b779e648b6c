import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

/**
 * The Content-Security-Policy the SPA runs under: scripts only from our origin, inline styles
 * allowed (toasts and dialogs set style attributes), no framing. `upgrade-insecure-requests`
 * only when the public URL is https, so a plain-http local run keeps working.
 */
function contentSecurityPolicy(https: boolean): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["object-src", "'none'"],
    ...(https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((parts) => parts.join(" ")).join(";");
}

/**
 * Every security header an answer carries, as helmet 8 sent them with our options (the test
 * security-headers.test.ts compares the two), built once: helmet rebuilt them and parsed the
 * policy again on every request. HSTS only over https.
 */
export function securityHeaderValues(publicUrl: string): Readonly<Record<string, string>> {
  const https = publicUrl.startsWith("https://");
  return Object.freeze({
    "content-security-policy": contentSecurityPolicy(https),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(https ? { "strict-transport-security": "max-age=15552000; includeSubDomains" } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  });
}

/**
 * The headers that only a document (a page) acts on: a script, style sheet or image obeys
 * none of them, so the build's hashed assets go without them (about 600 bytes on each of the
 * dozens of scripts a page loads). nosniff, the resource policy and HSTS stay on everything.
 */
export const DOCUMENT_ONLY_HEADERS = Object.freeze([
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
]);

/**
 * Sets the headers on every answer, before any route runs: a route may still replace one
 * (the sitemap widens script-src; the API reference sends its own policy).
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const headers = Object.entries(securityHeaderValues(opts.config.publicUrl));
  app.addHook("onRequest", (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
});
