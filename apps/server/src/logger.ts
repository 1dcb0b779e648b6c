import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

const SECRET_QUERY = /([?&](?:token|code|secret|password|session_id|callbackURL)=)[^&]*/gi;
const SECRET_PATH = /(\/(?:reset-password|verify-email|magic-link)\/)[^/?]+/gi;

/** Request URLs can carry one-time tokens (reset links, e-mail confirmation): never log them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
}

/**
 * Structured pino logs. Request logs carry method, redacted URL, client IP and request id;
 * headers and bodies are never logged, so passwords, cookies and tokens cannot leak.
 */
export function loggerOptions(
  config: Config,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        'res.headers["set-cookie"]',
        "*.password",
        "*.newPassword",
        "*.token",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
