import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";

/**
 * Helmet with a Content-Security-Policy the SPA runs under: scripts only from our origin,
 * inline styles allowed (toasts and dialogs set style attributes), no framing.
 * HTTPS-only directives are sent only when the public URL is https, so a plain-http local
 * run keeps working.
 */
export const securityHeaders = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const https = opts.config.publicUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
});
