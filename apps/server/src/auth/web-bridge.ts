import { ERROR_CODES } from "@automobi/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The Fastify request as the Web `Request` better-auth's handler takes, with `body` as sent. */
export function toWebRequest(request: FastifyRequest, config: Config, body: unknown): Request {
  const url = new URL(request.url, config.publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === "x-forwarded-for" || key === "content-length") continue;
    headers.set(key, Array.isArray(value) ? value.join(", ") : String(value));
  }
  // The client IP as Fastify resolved it (trustProxy aware); a client-sent header never counts.
  headers.set("x-forwarded-for", request.ip);
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
  });
}

/** better-auth's answer, in the API's one error shape and without any session token. */
export async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key === "set-cookie" || key === "content-length") return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const text = response.body ? await response.text() : "";
  if (response.status >= 400) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    const code =
      response.status === 429
        ? ERROR_CODES.RATE_LIMITED
        : (parsed.code ?? `HTTP_${response.status}`);
    return reply.type("application/json; charset=utf-8").send({
      error: { code, message: parsed.message ?? "The request could not be completed." },
    });
  }
  return reply.send(withoutTokens(text));
}

/**
 * better-auth echoes session tokens in some JSON answers (sign-in, get-session). The cookie is
 * HttpOnly precisely so scripts never see it: every `token` goes from the body, at any depth,
 * in objects and arrays alike.
 */
export function withoutTokens(text: string): string {
  if (!text.includes('"token"')) return text;
  try {
    return JSON.stringify(JSON.parse(text), (key, value) => (key === "token" ? undefined : value));
  } catch {
    return text;
  }
}
