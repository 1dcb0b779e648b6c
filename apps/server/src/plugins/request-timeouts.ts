import type { Server } from "node:http";
import type { FastifyHttpOptions } from "fastify";

export interface RequestTimeouts {
  /** How long a client may take to send the request line and headers. */
  headersMs: number;
  /** How long a client may take to send the whole request, body included. */
  requestMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
}

/**
 * A client that opens a request and stops sending would otherwise hold its connection (and the
 * handler waiting on its body) for ever. 30 s is far beyond what the largest body we accept
 * (1 MB) needs. Node only looks every `checkEveryMs` (30 s by default, so up to a minute in
 * all): a shorter sweep keeps the cut-off close to the limit.
 */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 15_000,
  requestMs: 30_000,
  checkEveryMs: 5_000,
};

/** Fastify options that put the limits on its Node HTTP server; expired requests get 408. */
export function requestTimeoutOptions(
  overrides: Partial<RequestTimeouts> = {},
): Pick<FastifyHttpOptions<Server>, "requestTimeout" | "http"> {
  const t = { ...DEFAULT_REQUEST_TIMEOUTS, ...overrides };
  return {
    requestTimeout: t.requestMs,
    http: {
      requestTimeout: t.requestMs,
      // Node refuses a headers limit longer than the whole request's.
      headersTimeout: Math.min(t.headersMs, t.requestMs),
      connectionsCheckingInterval: t.checkEveryMs,
    },
  };
}
