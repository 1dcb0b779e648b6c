import { createHmac, randomBytes } from "node:crypto";
import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

const SECRET_PATH = /(\/(?:reset-password|verify-email|magic-link|account\/export)\/)[^/?]+/gi;

/**
 * Query parameters whose values say how a list is asked for (page sizes, filters, orders) and
 * never who or what was typed: logged as sent. Every other value (tokens, a callback, a search,
 * a cursor holding a row's text) is logged as `[redacted]`.
 */
const PLAIN_QUERY_KEYS = new Set([
  "page",
  "pageSize",
  "status",
  "kind",
  "view",
  "filter",
  "order",
  "scope",
  "completed",
  "tab",
]);
const QUERY_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,39}$/;

/**
 * URLs as logged: one-time tokens in a path (reset links, e-mail confirmation) and every query
 * value but the plain list options above are replaced, so neither a token nor anything a person
 * typed (a search, an address) reaches the log.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_PATH, "$1[redacted]");
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const key = eq < 0 ? pair : pair.slice(0, eq);
      if (!QUERY_KEY.test(key)) return "[redacted]";
      if (eq < 0) return key;
      return PLAIN_QUERY_KEYS.has(key) ? pair : `${key}=[redacted]`;
    })
    .join("&");
  return `${path}?${query}`;
}

/** This process's key for client tags: never stored, so a tag cannot be turned back into an address. */
const CLIENT_TAG_KEY = randomBytes(32);

/**
 * A client address as logged: a keyed hash, the same for one address throughout this process's
 * log (to follow one client's requests) and not the address itself, which is personal data.
 */
export function clientTag(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  return createHmac("sha256", CLIENT_TAG_KEY).update(ip).digest("base64url").slice(0, 12);
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
}

/** Parts of a database error that carry the statement's values: a row's names, e-mails, phones. */
const QUOTED_VALUE = /: ".*"$/s;

/**
 * Errors as logged: type, message, code and stack, never a failed statement's parameters.
 * Drizzle puts them in the message ("Failed query: … params: …") and in `params`; PostgreSQL
 * puts values in `detail` and in some messages. Neither goes to the log, however deep the cause.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: "[not an Error]", stack: "" };
  const withSql = error as Error & { query?: unknown; params?: unknown; code?: unknown };
  const isFailedQuery = Array.isArray(withSql.params) && typeof withSql.query === "string";
  const isPostgresError = typeof withSql.code === "string" && /^[0-9A-Z]{5}$/.test(withSql.code);
  const message = isFailedQuery
    ? `Failed query: ${withSql.query}`
    : isPostgresError
      ? error.message.replace(QUOTED_VALUE, ': "[redacted]"')
      : error.message;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = {
    type: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...frames].join("\n"),
  };
  if (withSql.code !== undefined) logged.code = withSql.code;
  if (error.cause !== undefined && depth < 5) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

/**
 * Structured pino logs. Each request is logged once, when answered (plugins/request-log.ts);
 * headers and bodies are never logged, so passwords, cookies and tokens cannot leak. Lines name
 * accounts and rows by id: no e-mail address, client address or text a person wrote.
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
        return {
          method: request.method,
          url: redactUrl(request.url),
          client: clientTag(request.ip),
        };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: (error: unknown) => serializeError(error),
    },
  };
}
