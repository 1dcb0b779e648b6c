import type { FastifyServerOptions } from "fastify";
import type { Config } from "./config.ts";

const SECRET_QUERY = /([?&](?:token|code|secret|password|session_id|callbackURL)=)[^&]*/gi;
const SECRET_PATH = /(\/(?:reset-password|verify-email|magic-link)\/)[^/?]+/gi;

/** Request URLs can carry one-time tokens (reset links, e-mail confirmation): never log them. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, "$1[redacted]").replace(SECRET_QUERY, "$1[redacted]");
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
      err: (error: unknown) => serializeError(error),
    },
  };
}
